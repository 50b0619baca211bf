import {
  Children,
  Fragment,
  isValidElement,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
} from 'react';
import { visualText, type BaseDirection } from './visualText';

type AnyProps = { children?: ReactNode; style?: CSSProperties; [key: string]: unknown };

/**
 * Walks a React tree before satori sees it and rewrites every text for drawing: Arabic joined and in visual
 * order (see visualText). `direction: rtl` is read for the text's base direction and removed, because satori's
 * own right-to-left mode clips text; a right-to-left flex row is laid out reversed instead, as a browser does.
 * Function components are expanded here (they are pure, as the templates' contract says).
 */
export function prepareElement(
  node: ReactNode,
  direction: BaseDirection = 'auto',
  families?: Set<string>,
): ReactNode {
  if (typeof node === 'string') return visualText(node, direction);
  if (typeof node === 'number') return String(node);
  if (node === null || node === undefined || typeof node === 'boolean') return node;
  if (Array.isArray(node))
    return node.map((child) => prepareElement(child as ReactNode, direction, families));
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<AnyProps>;
  if (typeof element.type === 'function') {
    const render = element.type as (props: AnyProps) => ReactNode;
    return prepareElement(render(element.props), direction, families);
  }
  if ((element.type as unknown) === Fragment) {
    return prepareChildren(element.props.children, direction, families);
  }
  const style = element.props.style;
  if (families && typeof style?.fontFamily === 'string') {
    for (const family of style.fontFamily.split(','))
      families.add(family.trim().replace(/^['"]|['"]$/gu, ''));
  }
  let childDirection = direction;
  let nextStyle = style;
  if (style?.direction === 'rtl' || style?.direction === 'ltr') {
    childDirection = style.direction;
    const { direction: _omit, ...rest } = style;
    nextStyle = rest;
    if (style.direction === 'rtl' && (style.flexDirection === undefined || style.flexDirection === 'row')) {
      if (style.display === 'flex' || style.flexDirection === 'row')
        nextStyle = { ...rest, flexDirection: 'row-reverse' };
    }
  }
  const children = prepareChildren(element.props.children, childDirection, families);
  return { ...element, props: { ...element.props, style: nextStyle, children } } as ReactElement;
}

function prepareChildren(children: ReactNode, direction: BaseDirection, families?: Set<string>): ReactNode {
  if (children === undefined || children === null) return children;
  if (typeof children === 'string' || typeof children === 'number')
    return prepareElement(children, direction, families);
  if (Array.isArray(children)) {
    // Adjacent strings (JSX like {a} {b}) are one run of text for bidi; join them before reordering.
    const merged: ReactNode[] = [];
    for (const child of Children.toArray(children)) {
      const last = merged[merged.length - 1];
      if ((typeof child === 'string' || typeof child === 'number') && typeof last === 'string') {
        merged[merged.length - 1] = last + String(child);
      } else merged.push(typeof child === 'number' ? String(child) : child);
    }
    return merged.map((child) => prepareElement(child, direction, families));
  }
  return prepareElement(children, direction, families);
}
