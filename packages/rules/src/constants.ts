/**
 * The business constants of docs/product.md#constants and the timings of docs/product.md#shell, in one place so the web app,
 * the CMS and the tests never disagree on a number. Durations are milliseconds (`_MS`).
 */

// Breakpoints (docs/product.md#shell): both bounds are inclusive, and a mobile width is also a tablet width.
export const MOBILE_MAX_WIDTH = 770;
export const TABLET_MAX_WIDTH = 1024;

// Header and scroll-to-top (docs/product.md#shell).
export const STICKY_HEADER_THRESHOLD = 50;
/** The scroll-to-top button shows once scrollY passes this many window heights. */
export const SCROLL_TOP_FACTOR = 2;

// Page shell and loader (docs/product.md#shell).
export const FIRST_LOAD_OVERLAY_MS = 50;
export const LOADER_MIN_MS = 800;
/** Added to the loader when loading took longer than LOADER_SLOW_MS. */
export const LOADER_EXTRA_MS = 300;
export const LOADER_SLOW_MS = 1000;
/** The body loading class goes this long after the loader ends. */
export const LOADER_CLASS_REMOVAL_MS = 500;
export const PAGE_TRANSITION_MS = 800;
export const SIDEBAR_TRANSITION_MS = 600;
export const PAGE_VIEW_DELAY_MS = 250;
export const VIDEO_CONTROLS_IDLE_MS = 1500;
export const DRAG_THRESHOLD_PX = 100;
export const MODAL_FOCUS_DELAY_MS = 600;
export const PREFETCH_IDLE_MS = 2000;

// Forms (docs/product.md#data, #forms-validation).
/** The date picker allows today up to this many days ahead. */
export const DATEPICKER_RANGE_DAYS = 365;
/** The zone whose calendar day is "today" for the date picker, in the browser as on the server. */
export const COMPANY_TIME_ZONE = 'Europe/Paris';
export const MOBILITY_MAX = 5;
/** CV size limit, compared with ceil(size / 1000) as docs/product.md#forms-validation says (1 MB in decimal units). */
export const CV_MAX_KB = 1000;
export const COWORKING_PEOPLE = Object.freeze({ min: 1, max: 100 } as const);
/** The nb-day / nb-week / nb-month field of the coworking request. */
export const COWORKING_COUNT = Object.freeze({ min: 0, max: 12 } as const);
export const DAY_BOOKING_PEOPLE = Object.freeze({ min: 1, max: 99 } as const);
/** Time picker: 24 h clock, both ends selectable. */
export const TIME_WINDOW = Object.freeze({ start: '09:00', end: '19:00', stepMinutes: 30 } as const);
/** Room rental duration step, in days. */
export const RENTAL_DURATION_STEP = 0.5;
/** Step of the number of people and of the goodies quantity. */
export const QUANTITY_STEP = 1;
/** The 'day at the company' slider runs steps 1 to 5 (docs/product.md#shell). */
export const DAY_SLIDER_STEPS = 5;
/** The longest room rental of a day-at-DAV booking, in days. */
export const DAY_RENTAL_MAX_DAYS = 10;
/** The largest quantity of one goodie in a day-at-DAV booking. */
export const DAY_GOODIES_MAX = 500;

// Assistant bot (docs/product.md#shell, #constants).
/** Typing indicator on first activation. */
export const BOT_TYPING_MS = 500;
/** Greeting messages appear this long after the first activation. */
export const BOT_GREETING_DELAY_MS = 2500;
/** Bot replies follow a chosen drink after this delay. */
export const BOT_CHOICE_REPLY_MS = 1000;
/** A redirection in an answer navigates after this delay. */
export const BOT_REDIRECT_MS = 1500;
/** After this long idle, an idle message is sent to the server. */
export const BOT_IDLE_MS = 60_000;
/** An answer that takes longer is given up: the bot says it could not answer (SPEC 8 leaves it open). */
export const BOT_ANSWER_TIMEOUT_MS = 8000;
/** Default answers per minute per visitor at the CMS (`BOT_RATE_LIMIT`): a brisk conversation, not a script. */
export const BOT_RATE_LIMIT_DEFAULT = 30;
/** The questions the assistant did not understand are kept this long for editors, then erased. */
export const BOT_UNMATCHED_RETENTION_DAYS = 90;

// Miscellaneous (docs/product.md#calls, #error-catalogue, #constants).
export const COOKIE_CONSENT_DAYS = 180;
/** Shown in the 409 message; enforcement is the CMS's (docs/product.md#error-catalogue). */
export const JOB_APPLICATIONS = Object.freeze({ max: 2, days: 30 } as const);
export const FOOTER_BACKGROUND_COUNT = 6;
/** Optional canteen fee of the coworking estimate, euros per person and day, excluding tax. */
export const CANTEEN_FEE_PER_DAY_EUR = 5;
export const BLOG_DEFAULT_SORT = 'desc' as const;
/** A chunk-load failure reloads the page at most once per this interval (docs/product.md#error-catalogue). */
export const CHUNK_RELOAD_MIN_INTERVAL_MS = 60_000;

export function isMobileWidth(width: number): boolean {
  return width <= MOBILE_MAX_WIDTH;
}

/** True for every width up to 1024 px, mobile widths included, as docs/product.md#shell words it. */
export function isTabletWidth(width: number): boolean {
  return width <= TABLET_MAX_WIDTH;
}
