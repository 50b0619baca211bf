/** How a layout draws labelled values: the same facts, different presentation per layout. */
export type FieldLook = 'table' | 'stacked' | 'underline' | 'pill' | 'card';

/** How a layout draws section headings. */
export type TitleLook = 'band' | 'tab' | 'underline' | 'chip' | 'ribbon';
