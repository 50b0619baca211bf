import { num } from './pathData';

type Ref = PDFKit.PDFKitReference;

/** Where the graphics states for a fill and stroke alpha come from (one per value per PDF). */
export interface AlphaStates {
  alphaState(key: string, fill: number, stroke: number): { name: string; ref: Ref };
}

/** PDF content operators and the resources they name (graphics states, images, forms, shadings). */
export class PdfContent {
  readonly ops: string[] = [];
  readonly resources: Record<'ExtGState' | 'XObject' | 'Shading', Record<string, Ref>> = {
    ExtGState: {},
    XObject: {},
    Shading: {},
  };
  /** The alpha state in force, per q/Q level, so the same `gs` is not written again and again. */
  private alphas: string[] = ['1|1'];

  save(): void {
    this.ops.push('q');
    this.alphas.push(this.alphas[this.alphas.length - 1] as string);
  }

  restore(): void {
    this.ops.push('Q');
    this.alphas.pop();
  }

  alpha(states: AlphaStates, fill: number, stroke: number): void {
    const key = `${num(fill)}|${num(stroke)}`;
    if (this.alphas[this.alphas.length - 1] === key) return;
    this.alphas[this.alphas.length - 1] = key;
    const { name, ref } = states.alphaState(key, fill, stroke);
    this.resources.ExtGState[name] = ref;
    this.ops.push(`/${name} gs`);
  }

  dictionary(): Record<string, Record<string, Ref>> {
    const out: Record<string, Record<string, Ref>> = {};
    for (const [kind, entries] of Object.entries(this.resources))
      if (Object.keys(entries).length > 0) out[kind] = entries;
    return out;
  }
}
