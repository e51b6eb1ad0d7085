/** The DAV wordmark. `clear` is for dark backgrounds (home hero), `dark` for light ones. */
export function Logo({
  variant,
  name,
  className,
}: {
  variant: 'clear' | 'dark';
  name: string;
  className?: string;
}) {
  const ink = variant === 'clear' ? '#ffffff' : '#0b1f3a';
  return (
    <svg
      className={className}
      width="96"
      height="32"
      viewBox="0 0 96 32"
      aria-hidden="true"
      focusable="false"
      data-variant={variant}
    >
      <rect x="0" y="4" width="24" height="24" rx="4" fill="#c8102e" />
      <path d="M7 10h5a6 6 0 0 1 0 12H7Z" fill="#ffffff" />
      <text
        x="30"
        y="25"
        fill={ink}
        fontFamily="system-ui, sans-serif"
        fontSize="22"
        fontWeight="800"
        letterSpacing="1"
      >
        {name}
      </text>
    </svg>
  );
}
