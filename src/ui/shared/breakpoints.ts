// The layout breakpoints of booking-wizard §9 (576, 768, 992, 1200, 1400, 1920 px).
export const BREAKPOINTS = { small: 576, medium: 768, large: 992, xLarge: 1200, xxLarge: 1400, full: 1920 } as const;
