import { createContext, useContext, type ReactNode } from 'react';

/**
 * The provider and hook of a feature's environment: what the feature needs from the rest of the app (site
 * settings, the session, shared lists), handed in by the app so that the feature does not reach into
 * others. The hook throws outside the provider.
 */
export function createEnvironment<Environment>(name: string) {
  const Context = createContext<Environment | null>(null);

  function EnvironmentProvider({ value, children }: { value: Environment; children: ReactNode }) {
    return <Context.Provider value={value}>{children}</Context.Provider>;
  }

  function useEnvironment(): Environment {
    const value = useContext(Context);
    if (!value) throw new Error(`use${name} needs a ${name}Provider`);
    return value;
  }

  return { Provider: EnvironmentProvider, useEnvironment };
}
