import type { SatoriNode } from '@placement/satori';
import { renderSvg } from '../pipeline/renderSvg';
import { TEXT_LOOK_PROP } from '../text/textLook';
import { DRAWN_LINES_PROP } from '../text/bidiLines';
import type { LaidOutPage } from './LaidOutPage';
import type { PageDescription } from './PageDescription';
import { pageElement } from './pageElement';

/**
 * satori's text nodes carry the element's props, whose children may be React elements that cannot cross to
 * another thread; the text layer reads only the box, the text, the style and the look the text was drawn in
 * (without the look it could not place each hidden word over its drawn word).
 */
function portableTextNode(node: SatoriNode): SatoriNode {
  const { left, top, width, height, type, key, textContent } = node;
  const look = (node.props as Record<string, unknown>)[TEXT_LOOK_PROP];
  const lines = (node.props as Record<string, unknown>)[DRAWN_LINES_PROP];
  return {
    left,
    top,
    width,
    height,
    type,
    key,
    textContent,
    props: {
      style: node.props.style,
      ...(look === undefined ? {} : { [TEXT_LOOK_PROP]: look }),
      ...(lines === undefined ? {} : { [DRAWN_LINES_PROP]: lines }),
    },
  };
}

/** One page's layout, on whichever thread runs it. */
export async function layOutPage(description: PageDescription, scale: number): Promise<LaidOutPage> {
  const { element, page } = pageElement(description);
  const rendered = await renderSvg(element, page, { scale });
  return { page, rendered: { ...rendered, texts: rendered.texts.map(portableTextNode) } };
}
