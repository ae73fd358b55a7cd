export { countWords } from './word-count';
export { countSentences, readability, type Readability } from './readability';
export {
  describesPassage,
  PASSAGE_CONTEXT,
  reanchor,
  selectPassage,
  type PassageSelector,
  type TextPositionSelector,
  type TextQuoteSelector,
} from './passage';
export { wordDiff, type WordDiff, type WordDiffPart } from './word-diff';
