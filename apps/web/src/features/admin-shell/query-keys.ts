/**
 * Query keys of the admin panel, shared by its features: an assignment made in a modal
 * (features/admin-assignment) refreshes the investor's orders and the counters it changes.
 */
export const adminQueryKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  jobs: ['admin', 'jobs'] as const,
  avatar: ['admin', 'avatar'] as const,
  admins: ['admin', 'admins'] as const,
  investors: ['admin', 'investors'] as const,
  freelancers: ['admin', 'freelancers'] as const,
  assignable: ['admin', 'assignable'] as const,
  investor: (id: number) => ['admin', 'investor', id] as const,
  investorProducts: (id: number) => ['admin', 'investor', id, 'products'] as const,
  investorOrders: (id: number) => ['admin', 'investor', id, 'orders'] as const,
  product: (id: number) => ['admin', 'product', id] as const,
};
