export function answers(port: number, host?: string): Promise<boolean>;
export function freePort(): Promise<number>;
