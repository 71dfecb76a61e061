import { describe, expect, it } from '@jest/globals';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import boundaries from './boundaries-plugin.js';

const root = '/repo';
const linter = new Linter({ cwd: root });

function problems(file: string, code: string): string[] {
  return linter
    .verify(
      code,
      [
        {
          files: ['**/*.ts', '**/*.tsx'],
          languageOptions: { parser: tseslint.parser as Linter.Parser },
          plugins: { mercato: boundaries as never },
          rules: { 'mercato/boundaries': 'error' },
        },
      ],
      { filename: `${root}/${file}` },
    )
    .map((m) => m.message);
}

describe('architecture boundaries lint rule', () => {
  it('keeps the domain free of frameworks, persistence and outer layers', () => {
    const file = 'apps/api/src/cart/domain/cart.ts';
    expect(problems(file, `import { Injectable } from '@nestjs/common';`)).toHaveLength(1);
    expect(problems(file, `import { Entity } from 'typeorm';`)).toHaveLength(1);
    expect(problems(file, `import { IsEmail } from 'class-validator';`)).toHaveLength(1);
    expect(problems(file, `import type { Request } from 'express';`)).toHaveLength(1);
    expect(problems(file, `import { X } from '../application/x.js';`)).toHaveLength(1);
    expect(problems(file, `import { X } from '../infrastructure/x.js';`)).toHaveLength(1);
    expect(problems(file, `import { X } from '../../platform/database/unit-of-work.js';`)).toHaveLength(1);
    expect(problems(file, `import { Money } from './money.js';`)).toEqual([]);
    expect(problems(file, `import { DomainError } from '../../shared/domain/domain-error.js';`)).toEqual([]);
    expect(problems(file, `import { formatChf } from '@mercato/contracts';`)).toEqual([]);
  });

  it('keeps use cases away from infrastructure', () => {
    const file = 'apps/api/src/cart/application/save-cart/save-cart.command.ts';
    expect(problems(file, `import { Repo } from '../../infrastructure/persistence/repo.js';`)).toHaveLength(1);
    expect(problems(file, `import { DataSource } from 'typeorm';`)).toHaveLength(1);
    expect(problems(file, `import { Queue } from 'bullmq';`)).toHaveLength(1);
    expect(problems(file, `import { Injectable } from '@nestjs/common';`)).toEqual([]);
    expect(problems(file, `import { Cart } from '../../domain/cart.js';`)).toEqual([]);
  });

  it('keeps contexts out of each other\u2019s infrastructure, and platform out of contexts', () => {
    expect(problems('apps/api/src/orders/application/x.ts', `import { T } from '../../cart/infrastructure/persistence/t.js';`)).toHaveLength(1);
    expect(problems('apps/api/src/orders/infrastructure/x.ts', `import { T } from '../../cart/infrastructure/persistence/t.js';`)).toHaveLength(1);
    expect(problems('apps/api/src/platform/http/x.ts', `import { C } from '../../cart/cart.module.js';`)).toHaveLength(1);
  });

  it('reaches another context only through its face, and never its own face', () => {
    const deep = problems('apps/api/src/orders/application/x.ts', `import { LoadCart } from '../../cart/application/load-cart.js';`);
    expect(deep).toEqual(['import the "cart" context through its face (apps/api/src/cart/index.ts), not apps/api/src/cart/application/load-cart.js']);
    expect(problems('apps/api/src/orders/application/x.ts', `import { CartCheckout } from '../../cart/index.js';`)).toEqual([]);
    expect(problems('apps/api/src/orders/infrastructure/http/x.ts', `import type { CartLine } from '../../../cart/domain/cart-line.js';`)).toHaveLength(1);
    expect(problems('apps/api/src/orders/orders.module.ts', `export { CartModule } from '../cart/cart.module.js';`)).toHaveLength(1);
    expect(problems('apps/api/src/app.module.ts', `import { CartModule } from './cart/cart.module.js';`)).toHaveLength(1);
    expect(problems('apps/api/src/app.module.ts', `import { CartModule } from './cart/index.js';`)).toEqual([]);
    expect(problems('apps/api/src/worker/worker.module.ts', `import { MailModule } from '../mail/mail.module.js';`)).toHaveLength(1);
    expect(problems('apps/api/src/cart/application/x.ts', `import { CartModule } from '../index.js';`)).toHaveLength(1);
    expect(problems('apps/api/src/cart/index.ts', `export { CartModule } from './cart.module.js';`)).toEqual([]);
    expect(problems('apps/api/src/platform/http/x.ts', `import { CartModule } from '../../cart/index.js';`)).toHaveLength(1);
    expect(problems('apps/api/src/shared/domain/x.ts', `import { CartModule } from '../../cart/index.js';`)).toHaveLength(1);
  });

  it('keeps the web app away from the API and its features apart', () => {
    expect(problems('apps/web/src/features/cart/cart-page.tsx', `import { X } from '../../../../api/src/cart/domain/cart.js';`)).toHaveLength(1);
    expect(problems('apps/web/src/features/cart/cart-page.tsx', `import { Controller } from '@nestjs/common';`)).toHaveLength(1);
    expect(problems('apps/web/src/features/cart/cart-page.tsx', `import { Grid } from '../catalogue/grid';`)).toHaveLength(1);
    expect(problems('apps/web/src/features/cart/cart-page.tsx', `import { Router } from '../../app/router';`)).toHaveLength(1);
    expect(problems('apps/web/src/shared/ui/button.tsx', `import { Grid } from '../../features/catalogue/grid';`)).toHaveLength(1);
    expect(problems('apps/web/src/features/cart/cart-page.tsx', `import { Button } from '../../shared/ui/button';`)).toEqual([]);
    expect(problems('apps/web/src/app/router.tsx', `import { CartPage } from '../features/cart/cart-page';`)).toEqual([]);
  });
});
