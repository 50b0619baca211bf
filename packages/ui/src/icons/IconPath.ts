/** An icon's drawing: an SVG path on the 24×24 grid (one of the icons in ./drawn, e.g. `closeIcon`). */
export type IconPath = string & { readonly __iconPath: true };
