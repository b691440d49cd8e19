// Import rules of the hexagonal layering (docs/adr/0001-layer-the-code-hexagonally-and-enforce-the-import-rules.md).
// `npm run check:architecture` runs them through tools/architecture/check-architecture.ts; a plain
// `npx depcruise --config .dependency-cruiser.mjs src cli contract-tests` reports the same.

/** Tests, fast-check arbitraries and other test-only code: they may also use the test libraries. */
const testSupport = String.raw`\.(test|arbitraries|test-support)\.tsx?$`;

/**
 * Composition roots wire adapters into use cases. An entry point's root is its `main.ts(x)` or a
 * `*composition-root.ts(x)`, and the storefront's first module, which starts the web root once the
 * page has painted and holds its early clicks until then (docs/adr/0151); a test outside the domain
 * and the application composes what it tests, so it counts as a root too.
 */
const compositionRoots = [
  String.raw`(^|/)main\.tsx?$`,
  String.raw`composition-root\.tsx?$`,
  String.raw`^src/ui/start-after-first-paint\.ts$`,
];
const testRootsOutsideTheCore = String.raw`^(src/(adapters|ui)|cli|contract-tests|e2e|tools)/.*\.test(-support)?\.tsx?$`;

const testLibraries = String.raw`^node_modules/(vitest|@vitest|fast-check)/`;
const coreLibraries = String.raw`^node_modules/(neverthrow|effect)/`;

/**
 * Nothing outside `area` imports into it, except composition roots.
 * @param {string} area
 * @param {string} name
 * @returns {import('dependency-cruiser').IForbiddenRuleType}
 */
function onlyRootsImport(area, name) {
  return {
    name,
    comment: `Only composition roots import from ${area}; everything else depends on ports and use cases.`,
    severity: 'error',
    from: { pathNot: [`^${area}/`, ...compositionRoots, testRootsOutsideTheCore] },
    to: { path: `^${area}/` },
  };
}

// Ports by side (docs/adr/0098): src/application/ports/server holds what the API server's use cases
// and adapters need, ports/client what the Booking API's clients — the storefront and the CLI, their
// use cases and their adapters — need, and ports/shared the few both do (the clock). A side imports
// its own ports and the shared ones, never the other side's. src/adapters/human-check holds both
// sides' adapters (the server's checks, the storefront's widgets) and the contract tests both sides'
// tests, so neither is named here.
const clientSide = String.raw`^(src/ui|cli|src/application/client-side|src/application/ports/(client|shared)|src/adapters/(http|browser|analytics))/`;
const serverSide = [
  String.raw`^src/application/`,
  String.raw`^src/adapters/(http-server|persistence|redis|mail|payments|security)/`,
];
const clientSideOfTheApplication = String.raw`^src/application/(client-side|ports/client)/`;

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'domain-imports-only-domain',
      comment: 'src/domain imports only src/domain, neverthrow and effect: no I/O, no framework, no other layer.',
      severity: 'error',
      from: { path: '^src/domain/', pathNot: testSupport },
      to: { pathNot: ['^src/domain/', coreLibraries] },
    },
    {
      name: 'domain-tests-import-only-domain-and-test-libraries',
      comment:
        'Domain tests and arbitraries may add vitest and fast-check, and the words of src/i18n a mail is composed with (docs/adr/0058); nothing else.',
      severity: 'error',
      from: { path: ['^src/domain/.*' + testSupport] },
      to: { pathNot: ['^src/domain/', '^src/i18n/', coreLibraries, testLibraries] },
    },
    {
      name: 'application-imports-only-domain-and-application',
      comment: 'Use cases depend on the domain and on their own ports; adapters are plugged in by composition roots.',
      severity: 'error',
      from: { path: '^src/application/', pathNot: testSupport },
      to: { pathNot: ['^src/(domain|application)/', coreLibraries] },
    },
    {
      name: 'application-tests-import-only-the-core-and-test-libraries',
      comment:
        'Application tests use in-memory port implementations written next to them, never adapters; like domain tests, they may take the words of src/i18n a mail is composed with (docs/adr/0058).',
      severity: 'error',
      from: { path: ['^src/application/.*' + testSupport] },
      to: { pathNot: ['^src/(domain|application|i18n)/', coreLibraries, testLibraries] },
    },
    // The words people read (docs/adr/0058): src/i18n holds each namespace's texts and the i18next
    // instances that read them, for the server, the CLI and the browser alike, so it imports no
    // adapter, no UI and no CLI; the domain and the use cases stay free of i18next and of words.
    {
      name: 'translations-import-only-translations-the-domain-and-i18next',
      comment:
        'src/i18n is shared by the server, the CLI and the storefront: it imports itself, domain types and i18next only.',
      severity: 'error',
      from: { path: '^src/i18n/', pathNot: testSupport },
      to: { pathNot: ['^src/(i18n|domain)/', String.raw`^node_modules/i18next/`] },
    },
    onlyRootsImport('src/adapters', 'only-composition-roots-import-adapters'),
    onlyRootsImport('src/ui', 'only-composition-roots-import-the-ui'),
    onlyRootsImport('cli', 'only-composition-roots-import-the-cli'),
    // Inside the storefront (docs/adr/0056): src/ui/app is its composition root and shell, which
    // imports the features (lazily, each its own chunk); a feature imports neither another feature
    // nor the app; what two features share lives in src/ui/shared (beside components, i18n and the
    // test harness in testing), which imports no feature and not the app.
    {
      name: 'ui-features-do-not-import-each-other',
      comment: 'A UI feature imports only itself and shared code; what two features share moves to src/ui/shared.',
      severity: 'error',
      from: { path: '^src/ui/features/([^/]+)/' },
      to: { path: '^src/ui/features/', pathNot: '^src/ui/features/$1/' },
    },
    {
      name: 'ui-features-do-not-import-the-app',
      comment:
        'src/ui/app composes the features; a feature gets the services, the router and the routes from src/ui/shared.',
      severity: 'error',
      from: { path: '^src/ui/features/' },
      to: { path: '^src/ui/app/' },
    },
    {
      name: 'ui-shared-code-imports-no-feature-and-no-app',
      comment:
        'What the features share (shared, components, i18n, the testing harness) depends on no feature and not on the app.',
      severity: 'error',
      from: { path: '^src/ui/(shared|components|i18n|testing)/' },
      to: { path: '^src/ui/(features|app)/' },
    },
    {
      name: 'client-code-imports-no-server-port',
      comment:
        'The storefront and the CLI reach the server through the Booking API: their code, use cases and adapters name no port of the server (ports/server).',
      severity: 'error',
      from: { path: clientSide },
      to: { path: '^src/application/ports/server/' },
    },
    {
      name: 'server-code-imports-no-client-port',
      comment:
        "The server's use cases, ports, adapters and composition name no port of the Booking API's clients (ports/client).",
      severity: 'error',
      from: { path: serverSide, pathNot: clientSideOfTheApplication },
      to: { path: '^src/application/ports/client/' },
    },
    {
      name: 'no-circular-dependencies',
      comment: 'A cycle means two modules are one concept split badly, or a layer leaks.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-unresolvable-imports',
      comment: 'An import that resolves to nothing is a typo or a missing dependency.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Never exclude node_modules here: that would hide every library import from the rules above.
    exclude: { path: String.raw`^(dist|coverage)/|\.d\.ts$` },
    tsPreCompilationDeps: true,
    // Report node_modules paths as such even when node_modules is a symbolic link.
    preserveSymlinks: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      // Resolve as the runtime does (not to .d.ts files, which the exclude above drops), so that a
      // library import is always seen.
      conditionNames: ['import', 'require', 'node', 'default'],
      mainFields: ['module', 'main'],
    },
  },
};
