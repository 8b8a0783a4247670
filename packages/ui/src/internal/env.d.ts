// The library reads NODE_ENV for development-only warnings; bundlers replace it.
declare const process: { env: { NODE_ENV?: string } };
