export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };
