import { COLOUR_STRING_ORDER, type ColourSetting, type CvTemplateSettings } from './CvTemplateSettings';
import { readColour } from './settingValues';

// Commas inside rgb(...) or hsl(...) belong to the colour, not to the list.
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(') depth += 1;
    if (char === ')') depth = Math.max(0, depth - 1);
    if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts;
}

/**
 * Reads the company remarks colour string: background, header font, header background, label font, label
 * background, value font, value background. A missing or malformed entry is left out, so that colour keeps
 * its current value.
 */
export function parseColourString(value: unknown): Partial<Pick<CvTemplateSettings, ColourSetting>> {
  if (typeof value !== 'string' || value.trim() === '') return {};
  const parts = splitTopLevel(value);
  const colours: Partial<Pick<CvTemplateSettings, ColourSetting>> = {};
  COLOUR_STRING_ORDER.forEach((key, index) => {
    const colour = readColour(parts[index]);
    if (colour) colours[key] = colour;
  });
  return colours;
}

export function formatColourString(settings: Pick<CvTemplateSettings, ColourSetting>): string {
  return COLOUR_STRING_ORDER.map((key) => settings[key]).join(',');
}
