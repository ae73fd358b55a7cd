export { countWords } from './word-count';
export { countSentences, readability, type Readability } from './readability';
