// The cluster's S3 server: s3rver on 127.0.0.1, its bucket in a folder of the state folder. The
// CMS instances keep their uploads there (no shared disk), as they would in a real bucket.

/**
 * The S3 service of the cluster on `port`, its objects under `directory`: the bucket, region,
 * endpoint and credentials the CMS instances get (S3_BUCKET, S3_REGION from `env`), and
 * `start()`/`stop()` like the cluster's other processes.
 */
export function s3Service({ directory, port, env }) {
  const s3 = {
    bucket: env.S3_BUCKET || 'dav-cluster',
    region: env.S3_REGION || 'us-east-1',
    directory,
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  let s3Server = null;
  return {
    name: 's3',
    ...s3,
    get running() {
      return s3Server !== null;
    },
    async start() {
      const { default: S3rver } = await import('s3rver');
      s3Server = new S3rver({
        address: '127.0.0.1',
        port,
        silent: true,
        directory: s3.directory,
        configureBuckets: [{ name: s3.bucket, configs: [] }],
      });
      await s3Server.run();
    },
    async stop() {
      const server = s3Server;
      s3Server = null;
      if (server) await server.close();
    },
  };
}
