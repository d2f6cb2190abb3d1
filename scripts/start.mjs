#!/usr/bin/env node
// `npm start`: runs the app. The harness app and its stand-in API are not built yet
// (they come with the harness issue); until then this says so plainly and exits.
console.log(
  [
    'candidate-meet: dependencies are installed.',
    'The harness app (the candidate routes and the stand-in API at http://localhost:4173)',
    'is not built yet, so there is nothing to serve today.',
    'What exists today: the domain rules, the API client and the shared fixtures; run',
    '`npm test` to check them.',
  ].join('\n'),
);
