import { Fragment, isValidElement, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import type { BaseDirection } from './bidiParagraph';
import { ROOT_LOOK, TEXT_LOOK_PROP, inheritedLook, wrappingLook, type TextLook } from './textLook';
import { rightToLeftParagraph } from './rightToLeftParagraph';
import { rightToLeftWords } from './rightToLeftWords';
import { visualText } from './visualText';
import { bidiLinesDirection, readingOrderText } from './bidiLines';

type AnyProps = { children?: ReactNode; style?: CSSProperties; [key: string]: unknown };

/** The word rows made here, to find the elements that hold one. */
const paragraphs = new WeakSet<object>();

/**
 * Walks a React tree before satori sees it and rewrites every text for drawing: Arabic joined and in visual
 * order (see visualText), and a right-to-left paragraph that may wrap as its words in a reversed wrapping row
 * (see rightToLeftParagraph), so wrapped lines read from the top. `direction: rtl` is read for the text's base
 * direction and removed, because satori's own right-to-left mode clips text; a right-to-left flex row is laid
 * out reversed instead, as a browser does. Function components are expanded here (they are pure, as the
 * templates' contract says).
 */
export function prepareElement(
  node: ReactNode,
  direction: BaseDirection = 'auto',
  families?: Set<string>,
): ReactNode {
  return prepare(node, { ...ROOT_LOOK, direction }, families);
}

function prepare(node: ReactNode, look: TextLook, families?: Set<string>): ReactNode {
  if (typeof node === 'string') return visualText(node, look.direction);
  if (typeof node === 'number') return String(node);
  if (node === null || node === undefined || typeof node === 'boolean') return node;
  if (Array.isArray(node)) return node.map((child) => prepare(child as ReactNode, look, families));
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<AnyProps>;
  if (typeof element.type === 'function') {
    const render = element.type as (props: AnyProps) => ReactNode;
    return prepare(render(element.props), look, families);
  }
  if ((element.type as unknown) === Fragment) {
    return prepareChildren(element.props.children, look, families);
  }
  const style = element.props.style;
  if (families && typeof style?.fontFamily === 'string') {
    for (const family of style.fontFamily.split(','))
      families.add(family.trim().replace(/^['"]|['"]$/gu, ''));
  }
  const childLook = inheritedLook(element, look);
  let nextStyle = style;
  if (style?.direction === 'rtl' || style?.direction === 'ltr') {
    const { direction: _omit, ...rest } = style;
    nextStyle = rest;
    if (style.direction === 'rtl' && (style.flexDirection === undefined || style.flexDirection === 'row')) {
      if (style.display === 'flex' || style.flexDirection === 'row')
        nextStyle = { ...rest, flexDirection: 'row-reverse' };
    }
  }
  const wrapping = wrappingLook(childLook, style);
  // satori spreads a justified text's words itself (see satori.patch): such a text keeps the one-string drawing.
  const bidiLines =
    wrapping.wraps && wrapping.textAlign !== 'justify'
      ? ownTexts(element.props.children)
          .map((text) => bidiLinesDirection(text, wrapping.direction))
          .find((found) => found !== undefined)
      : undefined;
  let textLook: TextLook = bidiLines ? { ...wrapping, bidiLines: wrapping.direction } : wrapping;
  if (bidiLines === 'rtl') {
    // A right-to-left paragraph's lines start at the right, as `text-align: start` puts them in a browser.
    const align = textLook.textAlign;
    const physical = align === 'end' ? 'left' : align === 'left' || align === 'center' ? align : 'right';
    if (physical !== align) {
      nextStyle = { ...nextStyle, textAlign: physical };
      textLook = { ...textLook, textAlign: physical };
    }
  }
  const children = prepareChildren(element.props.children, textLook, families);
  // The look the element's own text is drawn in, for the PDF's text layer to place each hidden word over its
  // drawn word (satori reports an element's own props, not the styles it inherited).
  const marked = holdsText(children) && !textLook.inSvg ? { [TEXT_LOOK_PROP]: textLook } : {};
  // satori breaks this element's texts in reading order and reorders each line (see SatoriOptions.reorderLine).
  if (bidiLines) Object.assign(marked, { 'data-bidi-lines': wrapping.direction });
  if (holdsParagraph(children)) {
    // satori lets an element holding text shrink, and asks a div holding anything but text to say it is a flex
    // box (every element is one to satori); the element whose text became a row of words keeps both.
    if (nextStyle?.flexShrink === undefined) nextStyle = { ...nextStyle, flexShrink: 1 };
    if (nextStyle.display === undefined) nextStyle = { ...nextStyle, display: 'flex' };
  }
  return { ...element, props: { ...element.props, ...marked, style: nextStyle, children } } as ReactElement;
}

function prepareChildren(children: ReactNode, textLook: TextLook, families?: Set<string>): ReactNode {
  // The bidi-lines mark is the element's own: its child elements decide theirs.
  const { bidiLines, ...look } = textLook;
  const prepareChild = (child: ReactNode): ReactNode => {
    if (typeof child === 'string' && look.wraps) {
      if (bidiLines) return readingOrderText(child);
      const words = rightToLeftWords(child, look.direction);
      if (words) {
        const paragraph = rightToLeftParagraph(words, look);
        paragraphs.add(paragraph);
        return paragraph;
      }
    }
    return prepare(child, look, families);
  };
  if (children === undefined || children === null) return children;
  if (typeof children === 'string' || typeof children === 'number') return prepareChild(String(children));
  if (Array.isArray(children)) {
    // Adjacent strings (JSX like {a} {b}) are one run of text for bidi; join them before reordering.
    const merged: ReactNode[] = [];
    for (const child of flatChildren(children)) {
      const last = merged[merged.length - 1];
      if ((typeof child === 'string' || typeof child === 'number') && typeof last === 'string') {
        merged[merged.length - 1] = last + String(child);
      } else merged.push(typeof child === 'number' ? String(child) : child);
    }
    return merged.map(prepareChild);
  }
  return prepareChild(children);
}

/**
 * The children of an array, nested arrays flattened and empty ones (null, undefined, booleans) left out, as
 * React's Children.toArray gives them but without the keyed copy of every element it makes (satori reads no keys;
 * the copies were most of this walk's time on a CV).
 */
function flatChildren(children: ReactNode[], out: ReactNode[] = []): ReactNode[] {
  for (const child of children) {
    if (Array.isArray(child)) flatChildren(child as ReactNode[], out);
    else if (child !== null && child !== undefined && typeof child !== 'boolean') out.push(child);
  }
  return out;
}

/** The texts directly inside an element (not inside its child elements). */
function ownTexts(children: ReactNode): string[] {
  if (typeof children === 'string') return [children];
  if (!Array.isArray(children)) return [];
  return flatChildren(children).filter((child): child is string => typeof child === 'string');
}

function holdsText(children: ReactNode): boolean {
  if (Array.isArray(children)) return children.some((child: ReactNode) => typeof child === 'string');
  return typeof children === 'string';
}

function holdsParagraph(children: ReactNode): boolean {
  if (Array.isArray(children)) return children.some((child: ReactNode) => holdsParagraph(child));
  return typeof children === 'object' && children !== null && paragraphs.has(children as object);
}
