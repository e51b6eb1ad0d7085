export interface RedisServer {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}
export function redisServer(port: number): RedisServer;
export function redisServerAvailable(): boolean;
export function redisSuitesCanRun(): boolean;
export function startRedisServer(): Promise<RedisServer>;
