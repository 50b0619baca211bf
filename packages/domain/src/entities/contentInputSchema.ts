import { z } from 'zod';
import { VALIDATION_MESSAGES, maxLengthMessage } from '../validation';
import { optionalLink, optionalText } from './inputFields';

// The screens a tutorial is also linked from (spec 02 §2.7; the time-zone warning has two videos).
export const TUTORIAL_TOPICS = ['', 'employee', 'reports', 'timeZone'] as const;
export type TutorialTopic = (typeof TUTORIAL_TOPICS)[number];

// An Important Links card that not every agency sees: Ethiopia's labour portal is hidden from sudan2 agencies.
export const IMPORTANT_LINK_KINDS = ['', 'ethiopianLabourPortal'] as const;

// A tutorial's picture: a small image the browser made (resizeImage) and sends as a data: URL, never an address
// the server would fetch.
export const TUTORIAL_IMAGE_MAX_LENGTH = 400_000;
const tutorialImage = z
  .string()
  .max(TUTORIAL_IMAGE_MAX_LENGTH, 'The picture is too large')
  .refine(
    (value) => value === '' || /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+$/.test(value),
    'Must be a PNG, JPEG or WebP picture',
  )
  .nullish();

const title = z.string().trim().min(1, VALIDATION_MESSAGES.required).max(200, maxLengthMessage(200));

const webAddress = optionalLink().refine((value) => !!value, 'Required');

/** A tutorial video the platform operator adds or edits (/app/content). */
export const tutorialInputSchema = z.object({
  id: z.string().nullish(),
  title,
  url: webAddress,
  content: optionalText(2000),
  image: tutorialImage,
  topic: z.enum(TUTORIAL_TOPICS).nullish(),
  position: z.number().int().min(0).max(10_000).nullish(),
});
export type TutorialInput = z.input<typeof tutorialInputSchema>;

/** An Important Links card the platform operator adds or edits (/app/content). */
export const importantLinkInputSchema = z.object({
  id: z.string().nullish(),
  title,
  url: webAddress,
  kind: z.enum(IMPORTANT_LINK_KINDS).nullish(),
  position: z.number().int().min(0).max(10_000).nullish(),
});
export type ImportantLinkInput = z.input<typeof importantLinkInputSchema>;
