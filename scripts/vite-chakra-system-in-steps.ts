import type { Plugin } from 'vite';
import { editExactly, type ExactEdit } from './lib/exact-edits.ts';

/**
 * Runs a generator of steps to its end, in one go: Chakra's own synchronous API on top of the
 * steps. Defined in the token dictionary's module, which the system's module imports.
 */
const RUN_TO_END = `
function runToEnd(steps) {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
`;

const SYSTEM_EDITS: ExactEdit[] = [
  [
    "import { createTokenDictionary } from './token-dictionary.js';",
    "import { createTokenDictionaryInSteps, runToEnd } from './token-dictionary.js';",
  ],
  [
    'function createSystem(...configs) {\n  const config = mergeConfigs(...configs);\n',
    'function* createSystemInSteps(...configs) {\n  const config = mergeConfigs(...configs);\n  yield;\n',
  ],
  ['const tokens = createTokenDictionary({', 'const tokens = yield* createTokenDictionaryInSteps({'],
  [
    'export { createSystem, isValidSystem };',
    `function createSystem(...configs) {\n  return runToEnd(createSystemInSteps(...configs));\n}\ncreateSystem.inSteps = createSystemInSteps;\nexport { createSystem, isValidSystem };`,
  ],
];

const TOKEN_DICTIONARY_EDITS: ExactEdit[] = [
  ['function createTokenDictionary(options) {', 'function* createTokenDictionaryInSteps(options) {'],
  [
    '  function build() {\n    applyMiddlewares("pre");\n    applyTransforms("pre");\n    addConditionalTokens();\n    addReferences();\n    expandTokenReferences$1();\n    applyMiddlewares("post");\n    applyTransforms("post");\n    setupViews();\n  }\n',
    '  function* build() {\n    applyMiddlewares("pre");\n    yield;\n    applyTransforms("pre");\n    yield;\n    addConditionalTokens();\n    addReferences();\n    expandTokenReferences$1();\n    yield;\n    applyMiddlewares("post");\n    yield;\n    applyTransforms("post");\n    yield;\n    setupViews();\n  }\n',
  ],
  [
    '  registerMiddleware(...tokenMiddlewares);\n  build();\n',
    '  registerMiddleware(...tokenMiddlewares);\n  yield;\n  yield* build();\n  yield;\n',
  ],
  [
    'export { createTokenDictionary, tokenCategories };',
    `${RUN_TO_END}function createTokenDictionary(options) {\n  return runToEnd(createTokenDictionaryInSteps(options));\n}\nexport { createTokenDictionary, createTokenDictionaryInSteps, runToEnd, tokenCategories };`,
  ],
];

const PATCHED: [RegExp, ExactEdit[]][] = [
  [/@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/, SYSTEM_EDITS],
  [/@chakra-ui\/react\/dist\/esm\/styled-system\/token-dictionary\.js$/, TOKEN_DICTIONARY_EDITS],
];

/**
 * Chakra's createSystem builds all the design tokens in one go, one long task on every page's
 * start (docs/performance.md). A production build gives `createSystem`
 * an `inSteps` twin, a generator that stops between its phases (merging the configs, registering
 * the tokens, their middlewares, transforms, references, views), each a short task, so that
 * src/app/start-app.tsx can run each in a task of its own. `createSystem` itself runs the same steps
 * in one go, so every other caller gets the same system. The build fails if a Chakra upgrade
 * changes the code this relies on.
 */
export function chakraSystemInSteps(): Plugin {
  return {
    name: 'portal-chakra-system-in-steps',
    apply: 'build',
    transform(code, id) {
      const patched = PATCHED.find(([file]) => file.test(id));
      return patched
        ? editExactly(code, patched[1], `${id}: Chakra's code changed where scripts/vite-chakra-system-in-steps.ts edits it`)
        : null;
    },
  };
}
