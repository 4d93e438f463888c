import type { ESLint } from 'eslint';

export declare const commentRules: ESLint.Plugin;
