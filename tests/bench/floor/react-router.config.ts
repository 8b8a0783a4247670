import type { Config } from '@react-router/dev/config';

// The smallest page React Router's framework mode can hydrate: one prerendered route, nothing else.
export default { appDirectory: 'app', ssr: true, prerender: ['/'] } satisfies Config;
