import {
  BORDER_STYLES,
  COLOUR_STRING_ORDER,
  CV_TEMPLATE_NAMES,
  GRADIENT_TYPES,
  TEXT_TRANSFORMS,
  defaultCvTemplateSettings,
  formatColourString,
  formatGradient,
  type CvTemplateDefaultReading,
  type CvTemplateSettings,
  type Gradient,
} from '@placement/domain';
import { useId, type CSSProperties, type ReactNode } from 'react';
import type { CvAgency, CvEmployee } from '../CvEmployee';
import { CvPreview } from '../CvPreview';
import { changeSetting } from './changeSetting';
import { DraftInput } from './DraftInput';
import { makerLabel, type MakerLabel, type MakerLang } from './makerLabels';

export interface ColourMakerProps {
  settings: CvTemplateSettings;
  /** Every edit, already parsed: keep it and pass it back as `settings` for the live preview. */
  onChange: (settings: CvTemplateSettings) => void;
  /** The candidate shown in the live preview. */
  employee: CvEmployee;
  agency?: CvAgency | null;
  today?: Date | string;
  /** Language of the panel's own wording (the app's interface language). */
  uiLang?: MakerLang;
  /** Which reading of the defaults 'Load default template' restores. */
  defaultReading?: CvTemplateDefaultReading;
  previewScale?: number;
}

type Edit = (field: string, value: unknown) => void;
type ColourName = (typeof COLOUR_STRING_ORDER)[number] | 'borderColor';

const panel: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: 14,
  width: 340,
  flexShrink: 0,
  padding: 16,
  backgroundColor: '#f7f9f8',
  borderRight: '1px solid #dde3df',
  fontFamily: "'Noto Sans', 'Noto Sans Arabic', sans-serif",
  fontSize: 13,
  color: '#1b1f23',
  overflowY: 'auto',
};
const fieldRow: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
};
const small: CSSProperties = { fontSize: 12 };
const input: CSSProperties = {
  width: 120,
  padding: '3px 6px',
  border: '1px solid #c5cdc8',
  borderRadius: 4,
  fontSize: 13,
};

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 8,
        border: '1px solid #c5cdc8',
        borderRadius: 6,
        padding: '8px 10px',
        margin: 0,
        minWidth: 0,
      }}
    >
      <legend style={{ fontWeight: 700, padding: '0 4px' }}>{title}</legend>
      {children}
    </fieldset>
  );
}

/** One setting: its visible label is tied to the control by id, so screen readers and clicks both find it. */
function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div style={fieldRow}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

// An <input type="color"> only holds #rrggbb; other stored colours (rgb(), names) show as black until changed.
function swatch(colour: string): string {
  if (/^#[0-9a-f]{6}$/i.test(colour)) return colour;
  if (/^#[0-9a-f]{3}$/i.test(colour)) return `#${[...colour.slice(1)].map((d) => d + d).join('')}`;
  return '#000000';
}

function NumberInput({
  id,
  name,
  value,
  edit,
  min,
  max,
}: {
  id: string;
  name: string;
  value: number;
  edit: Edit;
  min: number;
  max: number;
}) {
  return (
    <DraftInput
      id={id}
      type="number"
      name={name}
      value={value}
      min={min}
      max={max}
      style={input}
      onEdit={edit}
    />
  );
}

function TextInput({ id, name, value, edit }: { id: string; name: string; value: string; edit: Edit }) {
  return <DraftInput id={id} name={name} value={value} style={input} onEdit={edit} />;
}

function Choice({
  id,
  name,
  value,
  options,
  edit,
}: {
  id: string;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  edit: Edit;
}) {
  return (
    <select
      id={id}
      name={name}
      value={value}
      style={{ ...input, width: 'auto', minWidth: 120, maxWidth: 200 }}
      onChange={(event) => edit(name, event.target.value)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

function Check({ id, name, checked, edit }: { id: string; name: string; checked: boolean; edit: Edit }) {
  return (
    <input
      id={id}
      type="checkbox"
      name={name}
      checked={checked}
      onChange={(event) => edit(name, event.target.checked)}
    />
  );
}

/**
 * One colour: the picker for the mouse, and a text box that takes a typed or pasted code (agencies keep their
 * brand colours as hex codes; the browser's picker is hard to drive from the keyboard). Both carry the
 * visible label; the opacity slider, where the colour has one, is named by the colour and its own label.
 */
function ColourField({
  field,
  alpha,
  settings,
  edit,
  t,
}: {
  field: ColourName;
  alpha: keyof CvTemplateSettings | undefined;
  settings: CvTemplateSettings;
  edit: Edit;
  t: (key: MakerLabel) => string;
}) {
  const id = useId();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <label id={`${id}-name`} htmlFor={`${id}-code`}>
        {t(field)}
      </label>
      <div style={{ display: 'flex', gap: 6, alignItems: 'center', flexWrap: 'wrap' }}>
        <input
          type="color"
          name={field}
          aria-labelledby={`${id}-name`}
          value={swatch(settings[field])}
          style={{ width: 40, height: 26, padding: 1 }}
          onChange={(event) => edit(field, event.target.value)}
        />
        <DraftInput
          id={`${id}-code`}
          name={`${field}.code`}
          value={settings[field]}
          style={{ ...input, width: 92, fontFamily: 'monospace' }}
          onEdit={(_name, value) => edit(field, value)}
        />
        {alpha ? (
          <>
            <label id={`${id}-opacity`} htmlFor={`${id}-alpha`} style={small}>
              {t('opacity')}
            </label>
            <input
              id={`${id}-alpha`}
              type="range"
              name={alpha}
              aria-labelledby={`${id}-name ${id}-opacity`}
              min={0}
              max={1}
              step={0.05}
              value={settings[alpha] as number}
              style={{ width: 72 }}
              onChange={(event) => edit(alpha, event.target.value)}
            />
          </>
        ) : null}
      </div>
    </div>
  );
}

/** A gradient's six parts, each with its own label, grouped under the gradient's name. */
function GradientInputs({
  name,
  title,
  gradient,
  edit,
  t,
}: {
  name: string;
  title: string;
  gradient: Gradient;
  edit: Edit;
  t: (key: MakerLabel) => string;
}) {
  const id = useId();
  // Each part is edited on its own; the six parts go back as one string and are applied only when valid.
  const part = (key: Exclude<keyof Gradient, 'type'>, width: number) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <label htmlFor={`${id}-${key}`} style={small}>
        {t(key)}
      </label>
      <DraftInput
        id={`${id}-${key}`}
        name={`${name}.${key}`}
        value={gradient[key]}
        style={{ ...input, width }}
        onEdit={(_field, value) => edit(name, formatGradient({ ...gradient, [key]: value }))}
      />
    </div>
  );
  return (
    <fieldset style={{ border: 'none', margin: 0, padding: 0, minWidth: 0 }}>
      <legend style={{ padding: 0, marginBottom: 4, fontWeight: 600 }}>{title}</legend>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <label htmlFor={`${id}-type`} style={small}>
            {t('gradientType')}
          </label>
          <select
            id={`${id}-type`}
            name={`${name}.type`}
            value={gradient.type}
            style={{ ...input, width: 150 }}
            onChange={(event) =>
              edit(name, formatGradient({ ...gradient, type: event.target.value as Gradient['type'] }))
            }
          >
            {GRADIENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </div>
        {part('degree', 70)}
        {part('from', 100)}
        {part('fromStop', 60)}
        {part('to', 100)}
        {part('toStop', 60)}
      </div>
    </fieldset>
  );
}

// Inline styles cannot reach :focus-visible; this one rule, scoped to the panel, keeps the keyboard focus
// plainly visible on every control whatever the browser's default ring looks like on this background.
const FOCUS_RING =
  '[data-colour-maker] :is(input, select, button, output):focus-visible { outline: 3px solid #0b5cad; outline-offset: 2px; }';

const ALPHA_OF: Partial<Record<string, keyof CvTemplateSettings>> = {
  headBgColor: 'headBgAlpha',
  labelBgColor: 'labelBgAlpha',
  valueBgColor: 'valueBgAlpha',
};

/**
 * The CV maker's side panel (spec 02 §2.4): every template setting as a control, with the CV redrawn beside
 * it on each edit. Controlled: the screen that hosts it keeps the settings and saves them (spec: saving sends the
 * template with the colour string); only the text boxes hold a draft while typed in.
 */
export function ColourMaker({
  settings,
  onChange,
  employee,
  agency,
  today,
  uiLang = 'en',
  defaultReading = 'detail',
  previewScale = 0.45,
}: ColourMakerProps) {
  const t = (key: MakerLabel) => makerLabel(key, uiLang);
  const edit: Edit = (field, value) => onChange(changeSetting(settings, field, value));
  const numbers = (fields: [keyof CvTemplateSettings & MakerLabel, number, number][]) =>
    fields.map(([field, min, max]) => (
      <Field key={field} label={t(field)}>
        {(id) => (
          <NumberInput
            id={id}
            name={field}
            value={settings[field] as number}
            edit={edit}
            min={min}
            max={max}
          />
        )}
      </Field>
    ));
  const texts = (fields: (keyof CvTemplateSettings & MakerLabel)[]) =>
    fields.map((field) => (
      <Field key={field} label={t(field)}>
        {(id) => <TextInput id={id} name={field} value={settings[field] as string} edit={edit} />}
      </Field>
    ));
  const qr = (group: 'qrLocation' | 'qrMoreCvs') => (
    <Group key={group} title={t(group)}>
      <Field label={t('link')}>
        {(id) => <TextInput id={id} name={`${group}Link`} value={settings[group].link} edit={edit} />}
      </Field>
      <Field label={t('width')}>
        {(id) => (
          <NumberInput
            id={id}
            name={`${group}Width`}
            value={settings[group].width}
            edit={edit}
            min={40}
            max={600}
          />
        )}
      </Field>
      <Field label={t('height')}>
        {(id) => (
          <NumberInput
            id={id}
            name={`${group}Height`}
            value={settings[group].height}
            edit={edit}
            min={40}
            max={600}
          />
        )}
      </Field>
      <Field label={t('margin')}>
        {(id) => (
          <NumberInput
            id={id}
            name={`${group}Margin`}
            value={settings[group].margin}
            edit={edit}
            min={0}
            max={40}
          />
        )}
      </Field>
    </Group>
  );
  return (
    <div
      data-colour-maker=""
      dir={uiLang === 'ar' ? 'rtl' : 'ltr'}
      style={{ display: 'flex', flexWrap: 'wrap', gap: 20, alignItems: 'flex-start' }}
    >
      <style>{FOCUS_RING}</style>
      <form style={panel} aria-label={t('panel')} onSubmit={(event) => event.preventDefault()}>
        <Group title={t('template')}>
          <Field label={t('layout')}>
            {(id) => (
              <Choice
                id={id}
                name="name"
                value={settings.name}
                options={CV_TEMPLATE_NAMES.map((name) => ({ value: name, label: name }))}
                edit={edit}
              />
            )}
          </Field>
          <Field label={t('pages')}>
            {(id) => (
              <Choice
                id={id}
                name="numberOfPages"
                value={String(settings.numberOfPages)}
                options={[
                  { value: '1', label: t('onePage') },
                  { value: '2', label: t('twoPages') },
                ]}
                edit={edit}
              />
            )}
          </Field>
          <Field label={t('cvLang')}>
            {(id) => (
              <Choice
                id={id}
                name="cvLang"
                value={settings.cvLang}
                options={[
                  { value: 'en', label: t('english') },
                  { value: 'ar', label: t('arabic') },
                ]}
                edit={edit}
              />
            )}
          </Field>
          <button
            type="button"
            name="loadDefault"
            onClick={() => onChange({ ...defaultCvTemplateSettings(defaultReading), name: settings.name })}
          >
            {t('loadDefault')}
          </button>
        </Group>
        <Group title={t('colours')}>
          {[...COLOUR_STRING_ORDER, 'borderColor' as const].map((field) => (
            <ColourField
              key={field}
              field={field}
              alpha={ALPHA_OF[field]}
              settings={settings}
              edit={edit}
              t={t}
            />
          ))}
          <Field label={t('colourString')}>
            {(id) => (
              <output
                id={id}
                name="colourString"
                style={{ fontFamily: 'monospace', fontSize: 11, wordBreak: 'break-all' }}
              >
                {formatColourString(settings)}
              </output>
            )}
          </Field>
        </Group>
        <Group title={t('borders')}>
          {numbers([
            ['borderWidth', 0, 40],
            ['borderRadius', 0, 200],
          ])}
          <Field label={t('borderStyle')}>
            {(id) => (
              <Choice
                id={id}
                name="borderStyle"
                value={settings.borderStyle}
                options={BORDER_STYLES.map((style) => ({ value: style, label: style }))}
                edit={edit}
              />
            )}
          </Field>
        </Group>
        <Group title={t('text')}>
          {numbers([
            ['labelFontSize', 8, 48],
            ['valueFontSize', 8, 48],
          ])}
          {(['labelFontWeight', 'valueFontWeight'] as const).map((field) => (
            <Field key={field} label={t(field)}>
              {(id) => (
                <Choice
                  id={id}
                  name={field}
                  value={String(settings[field])}
                  options={[400, 500, 600, 700, 800, 900].map((weight) => ({
                    value: String(weight),
                    label: String(weight),
                  }))}
                  edit={edit}
                />
              )}
            </Field>
          ))}
          <Field label={t('textTransform')}>
            {(id) => (
              <Choice
                id={id}
                name="textTransform"
                value={settings.textTransform}
                options={TEXT_TRANSFORMS.map((value) => ({ value, label: value }))}
                edit={edit}
              />
            )}
          </Field>
        </Group>
        <Group title={t('spacingGroup')}>
          {numbers([
            ['headerHeight', 16, 200],
            ['bodyHeight', 16, 200],
            ['spacing', 0, 40],
          ])}
        </Group>
        <Group title={t('gradients')}>
          <Field label={t('useHeaderGradient')}>
            {(id) => (
              <Check id={id} name="useHeaderGradient" checked={settings.useHeaderGradient} edit={edit} />
            )}
          </Field>
          <Field label={t('useBodyGradient')}>
            {(id) => <Check id={id} name="useBodyGradient" checked={settings.useBodyGradient} edit={edit} />}
          </Field>
          {(['headerGradient', 'evenGradient', 'oddGradient'] as const).map((field) => (
            <GradientInputs
              key={field}
              name={field}
              title={t(field)}
              gradient={settings[field]}
              edit={edit}
              t={t}
            />
          ))}
        </Group>
        <Group title={t('shadows')}>
          {texts(['headerShadow', 'bodyShadow', 'photoShadow', 'passportShadow'])}
        </Group>
        <Group title={t('photos')}>
          {texts([
            'faceHeight',
            'faceWidth',
            'standHeight',
            'standWidth',
            'flagHeight',
            'flagWidth',
            'passportHeight',
            'passportWidth',
          ])}
          <Field label={t('addPassportHeader')}>
            {(id) => (
              <Check id={id} name="addPassportHeader" checked={settings.addPassportHeader} edit={edit} />
            )}
          </Field>
        </Group>
        <Group title={t('qr')}>{[qr('qrLocation'), qr('qrMoreCvs')]}</Group>
      </form>
      <CvPreview employee={employee} agency={agency} settings={settings} today={today} scale={previewScale} />
    </div>
  );
}
