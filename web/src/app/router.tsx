import { createElement, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { importWithReload } from '../lib/chunk-reload';
import { ChatLayout } from './layouts/chat-layout';
import { DefaultLayout } from './layouts/default-layout';
import { EmptyLayout } from './layouts/empty-layout';
import { LanderLayout } from './layouts/lander-layout';
import { PageLoading } from './page-loading';
import { Root } from './root';
import { LAYOUTS, routeTable, type LayoutName, type RouteDefinition, type RouteHandle } from './route-table';
import { NOT_FOUND_ROUTE, NotFoundPage } from './routes/not-found';
import type { PageProps } from './routes/page-props';
import { PageLoadError, RouteError } from './routes/route-error';

export type PageLoader = () => Promise<{ default: ComponentType<PageProps> }>;

const lander: PageLoader = () => import('./routes/lander');
const staticPage: PageLoader = () => import('./routes/static-page');

/** The page of every route in route-table.json, loaded lazily. */
export const pages: Record<string, PageLoader> = {
  index: () => import('./routes/home'),
  'account-deleted': () => import('./routes/account-deleted'),
  'activate-done': () => import('./routes/activate-done'),
  'activate-error': () => import('./routes/activate-error'),
  chats: () => import('./routes/chats'),
  'chats-id': () => import('./routes/chat'),
  complaints: () => import('./routes/complaints'),
  'complete-signup': () => import('./routes/complete-signup'),
  credits: () => import('./routes/credits'),
  'credits-repeat-order': () => import('./routes/credits-repeat-order'),
  'credits-id-paymentmethod': () => import('./routes/credits-payment'),
  directdebit: () => import('./routes/directdebit'),
  'lang-config': () => import('./routes/lang-config'),
  likes: () => import('./routes/likes'),
  'likes-m-id': () => import('./routes/member-profile'),
  'likes-type': () => import('./routes/likes'),
  login: () => import('./routes/login'),
  'mail-change-do': () => import('./routes/mail-change-do'),
  'mail-change-undo': () => import('./routes/mail-change-undo'),
  'match-finder': () => import('./routes/match-finder'),
  members: () => import('./routes/members'),
  'members-id': () => import('./routes/member-profile'),
  'members-id-chat': () => import('./routes/chat'),
  'members-id-landing': () => import('./routes/member-landing'),
  'members-id-landing2-slug': () => import('./routes/member-landing'),
  'members-id-landing3-slug': () => import('./routes/member-landing'),
  'members-id-signup': () => import('./routes/members-id-signup'),
  notifications: () => import('./routes/notifications'),
  'pages-ban': staticPage,
  'pages-cookies': staticPage,
  'pages-faq': staticPage,
  'pages-privacy': staticPage,
  'pages-return-policy': staticPage,
  'pages-service': staticPage,
  'pages-terms': staticPage,
  premium: () => import('./routes/premium'),
  pricing: () => import('./routes/pricing'),
  profile: () => import('./routes/profile'),
  'reset-password': () => import('./routes/reset-password'),
  'reset-password-do': () => import('./routes/reset-password-do'),
  settings: () => import('./routes/settings'),
  signup: () => import('./routes/signup'),
  'signup-matches': () => import('./routes/signup-matches'),
  'swipe-game': () => import('./routes/swipe-game'),
  'transactions-id': () => import('./routes/transactions'),
  'landers-adultonly-slug': lander,
  'landers-tinderswipe-slug': lander,
  'landers-whoneedsstrings-slug': lander,
  'landers-alonetonight-slug': lander,
  'landers-collagelanding-slug': lander,
  'landers-gallery-slug': lander,
  'landers-iconslanding-slug': lander,
  'landers-maplanding-slug': lander,
  'landers-socialnetwork-slug': lander,
  'landers-transitionsvideolanding-slug': lander,
  'landers-video-slug': lander,
};

const layoutComponents: Record<LayoutName, ComponentType> = {
  default: DefaultLayout,
  chat: ChatLayout,
  lander: LanderLayout,
  empty: EmptyLayout,
};

function pageRoute(definition: RouteDefinition, loaders: Record<string, PageLoader>): RouteObject {
  const load = loaders[definition.name];
  if (!load) throw new Error(`route-table.json: no page for route "${definition.name}"`);
  const handle: RouteHandle = { name: definition.name, layout: definition.layout };
  const routeName = definition.name;
  return {
    id: definition.name,
    path: definition.path,
    handle,
    errorElement: <RouteError />,
    lazy: async () => {
      try {
        // a failed chunk reloads the page, at most once a minute (lib/chunk-reload.ts)
        const loaded = await importWithReload(load);
        // no module: Vite's preload failed and the page is reloading; stay pending until it does
        if (!loaded) return new Promise<never>(() => {});
        return { element: createElement(loaded.default, { routeName }) };
      } catch {
        // A rejected `lazy` would leave the layout empty (react-router keeps the route "lazy"),
        // so a page that cannot load becomes an error page inside its layout.
        return { element: createElement(PageLoadError, { routeName }) };
      }
    },
  };
}

/** The route objects: root → one pathless route per layout → the pages of route-table.json. */
export function buildRoutes(
  table: readonly RouteDefinition[] = routeTable,
  loaders: Record<string, PageLoader> = pages,
): RouteObject[] {
  const notFound: RouteObject = {
    id: NOT_FOUND_ROUTE,
    path: '*',
    handle: { name: NOT_FOUND_ROUTE, layout: 'default' } satisfies RouteHandle,
    element: <NotFoundPage />,
  };
  return [
    {
      id: 'root',
      element: <Root />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoading />,
      children: LAYOUTS.map((layout) => ({
        id: `layout-${layout}`,
        element: createElement(layoutComponents[layout]),
        errorElement: <RouteError />,
        children: [
          ...table.filter((route) => route.layout === layout).map((route) => pageRoute(route, loaders)),
          ...(layout === 'default' ? [notFound] : []),
        ],
      })),
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}

export type AppRouter = ReturnType<typeof createAppRouter>;
