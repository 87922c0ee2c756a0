/**
 * The project-level endpoints the studio asks for around the dataset, answered as Sanity answers
 * for a project that has none of the optional features but content releases (releases.ts): one
 * member (the local user, an administrator), one public dataset, no user applications, no schedules, no
 * announcements. The user's key-value settings (the studio's remembered choices) are kept in
 * memory for the life of the process.
 */

export const LOCAL_USER = {
  id: 'pLocalEditor',
  name: 'Local editor',
  email: 'editor@localhost',
  profileImage: null,
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator', description: 'Read and write access to all datasets' }],
  provider: 'sanity',
};

const ALL_DOCUMENTS = '_id in path("**")';

/** The project features the studio asks about (`/features`) that the lake has. */
export const FEATURES = ['contentReleases'];

/** How many active releases one dataset may hold (the studio refuses a new one beyond). */
export const RELEASE_LIMIT = 100;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}

export function projectRoutes({ projectId, dataset }: { projectId: string; dataset: string }) {
  // The configured id names the project where no request names one.
  const keyValues = new Map<string, unknown>();
  const createdAt = new Date().toISOString();
  const member = {
    id: LOCAL_USER.id,
    role: 'administrator',
    roles: LOCAL_USER.roles,
    isCurrentUser: true,
    isRobot: false,
    createdAt,
  };
  const project = {
    id: projectId,
    displayName: 'Paperwise (local)',
    studioHost: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    metadata: {},
    maxRetentionDays: 365,
    activityFeedEnabled: false,
    createdAt,
    organizationId: null,
    members: [member],
    features: FEATURES,
    pendingInvites: 0,
  };
  const datasetInfo = {
    name: dataset,
    aclMode: 'public',
    createdAt,
    createdByUserId: LOCAL_USER.id,
    addonFor: null,
    datasetProfile: 'content',
    tags: [],
  };
  const permissions = ['read', 'update', 'create', 'history', 'editHistory', 'manage'];
  const documentGrant = {
    grants: permissions.map((name) => ({ name, params: {} })),
    config: { filter: ALL_DOCUMENTS },
  };

  /** An answer for the path (relative to `v<date>/`), or null when it is not one of these. */
  return async function route(request: Request, parts: string[], search: URLSearchParams): Promise<Response | null> {
    const method = request.method;
    const [first, second, third, ...rest] = parts;
    if (method === 'GET' && first === 'ping' && parts.length === 1) {
      return new Response('PONG', { headers: { 'content-type': 'text/plain; charset=utf-8' } });
    }
    if (first === 'users') {
      if (second === 'me' && parts.length === 2 && method === 'GET') return json(LOCAL_USER);
      if (second === 'me' && third === 'keyvalue') {
        if (method === 'GET' && rest.length === 1) {
          return json(
            rest[0]!
              .split(',')
              .filter(Boolean)
              .map((key) => ({ key, value: keyValues.get(key) ?? null })),
          );
        }
        if (method === 'PUT' && rest.length === 0) {
          const body = (await request.json().catch(() => null)) as Array<{ key?: unknown; value?: unknown }> | null;
          if (!Array.isArray(body))
            return json({ error: { description: 'Expected an array of {key, value}', type: 'httpBadRequest' } }, 400);
          const pairs = body.filter((pair) => typeof pair?.key === 'string');
          for (const pair of pairs) keyValues.set(pair.key as string, pair.value ?? null);
          return json(pairs.map((pair) => ({ key: pair.key, value: pair.value ?? null })));
        }
        return null;
      }
      if (method === 'GET' && second && parts.length === 2) {
        const ids = second.split(',');
        const users = ids.map((id) => (id === 'me' || id === LOCAL_USER.id ? LOCAL_USER : null)).filter(Boolean);
        return json(ids.length === 1 ? (users[0] ?? {}) : users);
      }
      return null;
    }
    if (method === 'GET' && first === 'features' && parts.length === 1) return json(FEATURES);
    if (method === 'GET' && first === 'auth' && second === 'providers') {
      return json({ thirdPartyLogin: false, sso: { saml: false }, providers: [] });
    }
    if (method === 'GET' && first === 'intake' && second === 'telemetry-status') return json({ status: 'denied' });
    if (first === 'intake' && method === 'POST') return json({});
    if (first === 'journey') return json(method === 'GET' ? [] : {});
    if (first === 'help' && method === 'GET') return json({});
    if (first === 'schedules' && method === 'GET' && second && third === dataset) {
      return json({ schedules: [] });
    }
    // A single-project server: whatever project id the studio is configured with is this project.
    if (first === 'projects' && second && method === 'GET') {
      const [sub, datasetName, extra] = [third, rest[0], rest[1]];
      if (!sub) return json({ ...project, id: second });
      if (sub === 'grants' && !datasetName) {
        return json({
          'sanity.project': [{ grants: permissions.map((name) => ({ name, params: {} })), config: {} }],
          'sanity.project.datasets': [{ grants: permissions.map((name) => ({ name, params: {} })), config: {} }],
          'sanity.document.filter.mode': [documentGrant],
        });
      }
      if (sub === 'datasets' && !datasetName)
        return json(search.get('datasetProfile') === 'comments' ? [] : [datasetInfo]);
      if (sub === 'datasets' && datasetName === dataset && extra === 'acl') {
        return json([{ filter: ALL_DOCUMENTS, permissions }]);
      }
      if (sub === 'user-applications' && !datasetName) return json([]);
      // Content releases without a plan's limits: no cap on active releases in the organisation.
      if (sub === 'new-content-release-allowed' && !datasetName) {
        return json({
          allowed: true,
          data: { datasetReleaseLimit: RELEASE_LIMIT, orgActiveReleaseLimit: null, orgMeteredActiveReleaseCount: 0 },
        });
      }
      if (sub === 'roles' && !datasetName)
        return json(LOCAL_USER.roles.map((role) => ({ ...role, appliesToUsers: true })));
      return null;
    }
    return null;
  };
}
