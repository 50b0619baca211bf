import type { ApiModule } from '../ApiModule';
import { profileRoute } from './profileRoute';
import { usersResolvers } from './resolvers';
import { usersSchema } from './schema';

export const usersModule: ApiModule = {
  name: 'users',
  schema: usersSchema,
  resolvers: usersResolvers,
  permissions: {
    me: { signedIn: true },
    Users: { role: 'ViewUsers' },
    GetRoles: { role: 'ViewRoles' },
    GetUser: { role: 'ViewUsers' },
    authUser: { public: true },
    signUpUser: { public: true },
    logout: { public: true },
    changePassword: { signedIn: true },
    setStageChangeNotifications: { signedIn: true },
    setLanguage: { signedIn: true },
    createUser: { role: 'ManageUsers' },
    changeUser: { role: 'ManageUsers' },
    deleteUser: { role: 'ManageUsers' },
    addUserRoles: { role: 'ManageUserRoles' },
    addUserAgency: { role: 'ManageUsers' },
    addUserAgent: { role: 'ManageUsers' },
  },
  routes: profileRoute,
};
