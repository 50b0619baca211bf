// The spec's palette (spec 02 §10): primary green, secondary orange, success green.
export const palette = {
  primary: '#007229',
  secondary: '#FFA500',
  success: '#2e7d32',
  error: '#c62828',
  warning: '#ed6c02',
  info: '#0277bd',
  sudanRed: '#d21034',
  black: '#000000',
  white: '#ffffff',
} as const;
