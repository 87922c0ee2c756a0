// Component tests opt into jsdom per file with `// @vitest-environment jsdom`.
process.env.NEXT_TELEMETRY_DISABLED = '1';
