/**
 * Where each network's stand-in listens when they run as one process (scripts/stand-ins.ts): STAND_INS_PORT plus
 * its offset, in channel_type order. playwright.config.ts points the service at the same ports.
 */
export const STAND_IN_OFFSETS = { X: 0, FACEBOOK: 1, LINKEDIN: 2, INSTAGRAM: 3, PINTEREST: 4, GOOGLE: 5 } as const;
export type StandInNet = keyof typeof STAND_IN_OFFSETS;

/** The settings that point the service at the stand-ins from `base` on, with each stand-in's default app. */
export function standInSettings(base: number): Record<string, string> {
  return Object.fromEntries(
    Object.entries(STAND_IN_OFFSETS).flatMap(([net, offset]) => {
      const url = `http://127.0.0.1:${base + offset}`;
      return [
        [`${net}_CLIENT_ID`, `${net.toLowerCase()}-client-id`],
        [`${net}_CLIENT_SECRET`, `${net.toLowerCase()}-client-secret`],
        [`${net}_API_BASE_URL`, url],
        [`${net}_AUTH_BASE_URL`, url],
      ];
    }),
  );
}
