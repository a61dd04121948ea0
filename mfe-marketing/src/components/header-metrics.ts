/** Fixed heights of the landing header's rows: fixed so nothing shifts, shared so in-page jumps land below it. */
export const HEADER_METRICS = {
  brandRowPx: 64,
  navRowPx: 44,
  navBorderPx: 3,
} as const;

/** The sticky header's full height on desktop (both rows); on mobile only the brand row shows. */
export const DESKTOP_HEADER_PX = HEADER_METRICS.brandRowPx + HEADER_METRICS.navRowPx + HEADER_METRICS.navBorderPx;
