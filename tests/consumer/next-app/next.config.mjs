/** Nothing special: @company/ui must work in a default Next.js app. */
const nextConfig = {};
export default nextConfig;
