import { Fragment, type ReactNode } from 'react';

/**
 * A sentence with {name} placeholders as React nodes: the consent line's links go where the
 * content's translation puts them. Text is only ever text (no HTML from content); an unknown
 * placeholder stays as written.
 */
export function fillSentence(template: string, parts: Record<string, ReactNode>): ReactNode[] {
  return template.split(/(\{[a-z]+\})/i).map((piece, index) => {
    const name = /^\{([a-z]+)\}$/i.exec(piece)?.[1];
    const node = name !== undefined && name in parts ? parts[name] : piece;
    return <Fragment key={index}>{node}</Fragment>;
  });
}
