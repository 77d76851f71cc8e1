// Proves the lint configuration enforces the dependency rule and the web app's layout: each snippet
// below must be refused where it breaks them, and allowed where it is legitimate.
import { loadESLint } from 'eslint';

// The repository's .eslintrc.cjs, read the same way `npm run lint` reads it.
const LegacyESLint = await loadESLint({ useFlatConfig: false });
// import/no-cycle reads each module from disk, and the probes below are not on disk.
const eslint = new LegacyESLint({ overrideConfig: { rules: { 'import/no-cycle': 'off' } } });

const cases = [
  {
    file: 'packages/spinner-engine/src/probe.ts',
    code: "import { useState } from 'react';\nexport const x = useState;\n",
    refused: true,
    why: 'React in a package',
  },
  {
    file: 'packages/offline-engine/src/probe.ts',
    code: "import { Injectable } from '@nestjs/common';\nexport const x = Injectable;\n",
    refused: true,
    why: 'NestJS in a package',
  },
  {
    file: 'packages/duel-engine/src/probe.ts',
    code: "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n",
    refused: true,
    why: 'Node module in a package',
  },
  {
    file: 'packages/duel-engine/src/probe.ts',
    code: "import { x } from '../../../apps/web/src/app/routes';\nexport const y = x;\n",
    refused: true,
    why: 'app import from a package',
  },
  {
    file: 'packages/quickplay-bot/src/probe.ts',
    code: 'export const x = document.title;\n',
    refused: true,
    why: 'DOM in a package',
  },
  {
    file: 'packages/quickplay-bot/src/probe.ts',
    code: 'export const x = Math.random();\n',
    refused: true,
    why: 'hidden chance in a package',
  },
  {
    file: 'packages/quickplay-bot/src/probe.ts',
    code: 'export const x = Date.now();\n',
    refused: true,
    why: 'hidden time in a package',
  },
  {
    file: 'apps/web/src/probe.ts',
    code: "import { LIMITS } from '../../../packages/room-protocol/src/limits';\nexport const x = LIMITS;\n",
    refused: true,
    why: 'package imported by path from an app',
  },
  {
    file: 'apps/web/src/probe.ts',
    code: "import { LIMITS } from '@truth-or-dare/room-protocol';\nexport const x = LIMITS;\n",
    refused: false,
    why: 'package imported by name from an app',
  },
  {
    file: 'packages/spinner-engine/src/probe.ts',
    code: "import { shuffle } from '@truth-or-dare/prompt-banks';\nexport const x = shuffle;\n",
    refused: false,
    why: 'package imported by name from a package',
  },
  // The web app's layout: features stand alone and never reach into the app shell; tests may render the app.
  {
    file: 'apps/web/src/features/home/probe.ts',
    code: "import { QuickPlayPage } from '../quick-play/quick-play-page';\nexport const x = QuickPlayPage;\n",
    refused: true,
    why: 'one feature importing another',
  },
  {
    file: 'apps/web/src/features/home/probe.ts',
    code: "import { routes } from '../../app/routes';\nexport const x = routes;\n",
    refused: true,
    why: 'a feature importing the app routes',
  },
  {
    file: 'apps/web/src/components/probe.ts',
    code: "import { HomePage } from '../features/home/home-page';\nexport const x = HomePage;\n",
    refused: true,
    why: 'shared code importing a feature',
  },
  {
    file: 'apps/web/src/features/home/probe.test.ts',
    code: "import { routes } from '../../app/routes';\nexport const x = routes;\n",
    refused: false,
    why: 'a feature test rendering the app',
  },
  {
    file: 'apps/web/src/features/home/probe.ts',
    code: "import { useSharedUsername } from '../../app/shared-username';\nexport const x = useSharedUsername;\n",
    refused: false,
    why: "a feature reading the shell's shared state",
  },
];

let failures = 0;
for (const { file, code, refused, why } of cases) {
  const [result] = await eslint.lintText(code, { filePath: file });
  const errors = result.messages.filter((message) => message.severity === 2);
  if (refused !== errors.length > 0) {
    failures++;
    console.error(
      `dependency rule: expected ${why} to be ${refused ? 'refused' : 'allowed'}; lint said: ${errors.map((e) => e.message).join(' | ') || 'nothing'}`,
    );
  }
}
if (failures > 0) process.exit(1);
console.log(`dependency rule: ${cases.length} checks passed`);
