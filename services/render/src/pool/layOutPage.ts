import type { SatoriNode } from 'satori';
import { svgToPixels } from '../pipeline/renderPng';
import { renderSvg } from '../pipeline/renderSvg';
import { pageElement } from './pageElement';
import type { LaidOutPage, PageTask } from './PageTask';

/**
 * satori's text nodes carry the element's props, whose children may be React elements that cannot cross to
 * another thread; the text layer reads only the box, the text and the style.
 */
function portableTextNode(node: SatoriNode): SatoriNode {
  const { left, top, width, height, type, key, textContent } = node;
  return { left, top, width, height, type, key, textContent, props: { style: node.props.style } };
}

/** One page's work in a layout thread. */
export async function layOutPage(task: PageTask): Promise<LaidOutPage> {
  const { element, page } = pageElement(task.description);
  const rendered = await renderSvg(element, page);
  return {
    page,
    rendered: { ...rendered, texts: rendered.texts.map(portableTextNode) },
    raster:
      task.rasterScale === undefined ? undefined : svgToPixels(rendered.svg, { scale: task.rasterScale }),
  };
}
