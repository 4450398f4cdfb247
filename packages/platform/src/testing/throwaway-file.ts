/**
 * The file (under the repository's `.tmp/`) where `serve-throwaway` on this gateway port says which database it
 * runs on, for the browser tests. No imports: Playwright loads it as CommonJS.
 */
export const throwawayPlatformFileName = (gatewayPort: number) => `throwaway-platform-${gatewayPort}.json`;
