import type { solveChallenge } from './solve.ts';

export type SolveChallenge = typeof solveChallenge;

/**
 * The widget's solver, fetched from our www host only when the server asks for a proof of work:
 * the widget is one IIFE (a dynamic import of a module would be inlined into it), so the solver
 * is a module of its own beside it, and the widget's first load does not grow.
 */
export function loadSolverFrom(apiBase: string): () => Promise<SolveChallenge> {
  return async () => {
    const module = (await import(/* @vite-ignore */ new URL('/widget/pow.js', apiBase).href)) as {
      solveChallenge: SolveChallenge;
    };
    return module.solveChallenge;
  };
}
