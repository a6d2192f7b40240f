/**
 * Generated from GET /api/openapi.json by openapi-typescript: do not edit.
 * Regenerate with `npx tsx scripts/openapi-client.ts` after changing a tool or route contract.
 */

export interface paths {
    "/api/account/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download my data
         * @description One zip: every row Atelier holds about you (JSON per table, secrets left out) and your uploaded photos.
         */
        get: operations["exportAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/change-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** POST /api/auth/change-email */
        post: operations["changeEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the password of the user
         * @description Change the password of the user
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/get-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the current session
         * @description Get the current session
         */
        get: operations["getSession"];
        put?: never;
        /**
         * Get the current session
         * @description Get the current session
         */
        post: operations["getSessionPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/list-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List all accounts linked to the user
         * @description List all accounts linked to the user
         */
        get: operations["listUserAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/list-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List all active sessions for the user
         * @description List all active sessions for the user
         */
        get: operations["listUserSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/oauth2/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Authorize an OAuth 2.1 request from query parameters or an application/x-www-form-urlencoded POST body
         * @description Authorize an OAuth 2.1 request from query parameters or an application/x-www-form-urlencoded POST body
         */
        get: operations["auth_oauth2_authorize"];
        put?: never;
        /**
         * Authorize an OAuth 2.1 request from query parameters or an application/x-www-form-urlencoded POST body
         * @description Authorize an OAuth 2.1 request from query parameters or an application/x-www-form-urlencoded POST body
         */
        post: operations["auth_oauth2_authorize_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/oauth2/client/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotates a confidential client's secret
         * @description Rotates a confidential client's secret
         */
        post: operations["auth_oauth2_client_rotate_secret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/oauth2/consent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Handle OAuth2 consent
         * @description Handle OAuth2 consent
         */
        post: operations["auth_oauth2_consent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/oauth2/continue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Continues OAuth2 authorization flow
         * @description Continues OAuth2 authorization flow
         */
        post: operations["auth_oauth2_continue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/oauth2/create-client": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register an OAuth2 application
         * @description Register an OAuth2 application
         */
        post: operations["auth_oauth2_create_client"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/oauth2/delete-client": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deletes an oauth client
         * @description Deletes an oauth client
         */
        post: operations["auth_oauth2_delete_client"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/oauth2/delete-consent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deletes consent granted to a client
         * @description Deletes consent granted to a client
         */
        post: operations["auth_oauth2_delete_consent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/oauth2/end-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * RP-Initiated Logout endpoint.
         * @description RP-Initiated Logout endpoint. Accepts standard logout parameters through GET or an application/x-www-form-urlencoded POST body, plus JSON for Better Auth generated-client calls. Requests without a usable id_token_hint may require explicit OP confirmation.
         */
        get: operations["auth_oauth2_end_session"];
        put?: never;
        /**
         * RP-Initiated Logout endpoint.
         * @description RP-Initiated Logout endpoint. Accepts standard logout parameters through GET or an application/x-www-form-urlencoded POST body, plus JSON for Better Auth generated-client calls. Requests without a usable id_token_hint may require explicit OP confirmation.
         */
        post: operations["auth_oauth2_end_session_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/oauth2/end-session/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** POST /api/auth/oauth2/end-session/confirm */
        post: operations["auth_oauth2_end_session_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/oauth2/get-client": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get OAuth2 formatted client details
         * @description Get OAuth2 formatted client details
         */
        get: operations["auth_oauth2_get_client"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/oauth2/get-clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get OAuth2 formatted client details for a user or organization
         * @description Get OAuth2 formatted client details for a user or organization
         */
        get: operations["auth_oauth2_get_clients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/oauth2/get-consent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gets details of a specific OAuth2 consent for a user
         * @description Gets details of a specific OAuth2 consent for a user
         */
        get: operations["auth_oauth2_get_consent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/oauth2/get-consents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gets all available OAuth2 consents for a user
         * @description Gets all available OAuth2 consents for a user
         */
        get: operations["auth_oauth2_get_consents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/oauth2/introspect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Introspect an OAuth2 access or refresh token
         * @description Introspect an OAuth2 access or refresh token
         */
        post: operations["auth_oauth2_introspect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/oauth2/public-client": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gets publicly available client fields
         * @description Gets publicly available client fields
         */
        get: operations["auth_oauth2_public_client"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/oauth2/public-client-prelogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Gets publicly available client fields (prior to login)
         * @description Gets publicly available client fields (prior to login)
         */
        post: operations["auth_oauth2_public_client_prelogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/oauth2/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register an OAuth2 application
         * @description Register an OAuth2 application
         */
        post: operations["auth_oauth2_register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/oauth2/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke an OAuth2 access or refresh token
         * @description Revoke an OAuth2 access or refresh token
         */
        post: operations["auth_oauth2_revoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/oauth2/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Obtain an OAuth2.1 access token
         * @description Obtain an OAuth2.1 access token
         */
        post: operations["auth_oauth2_token"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/oauth2/update-client": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Updates OAuth2 formatted client details.
         * @description Updates OAuth2 formatted client details.
         */
        post: operations["auth_oauth2_update_client"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/oauth2/update-consent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Updates consent granted to a client.
         * @description Updates consent granted to a client.
         */
        post: operations["auth_oauth2_update_consent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/oauth2/userinfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get OpenID Connect user information (UserInfo endpoint)
         * @description Get OpenID Connect user information (UserInfo endpoint)
         */
        get: operations["auth_oauth2_userinfo"];
        put?: never;
        /**
         * Get OpenID Connect user information (UserInfo endpoint)
         * @description Get OpenID Connect user information (UserInfo endpoint)
         */
        post: operations["auth_oauth2_userinfo_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/ok": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check if the API is working
         * @description Check if the API is working
         */
        get: operations["auth_ok"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/request-password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a password reset email to the user
         * @description Send a password reset email to the user
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset the password for a user
         * @description Reset the password for a user
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Redirects the user to the callback URL with the token
         * @description Redirects the user to the callback URL with the token
         */
        get: operations["resetPasswordCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/revoke-other-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke all other sessions for the user except the current one
         * @description Revoke all other sessions for the user except the current one
         */
        post: operations["auth_revoke_other_sessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/revoke-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a single session
         * @description Revoke a single session
         */
        post: operations["auth_revoke_session"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/revoke-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke all sessions for the user
         * @description Revoke all sessions for the user
         */
        post: operations["auth_revoke_sessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/send-verification-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a verification email to the user
         * @description Send a verification email to the user
         */
        post: operations["sendVerificationEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-in/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with email and password
         * @description Sign in with email and password
         */
        post: operations["signInEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out the current user
         * @description Sign out the current user
         */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-up/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign up a user using email and password
         * @description Sign up a user using email and password
         */
        post: operations["signUpWithEmailAndPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/update-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update the current session
         * @description Update the current session
         */
        post: operations["updateSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/update-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update the current user
         * @description Update the current user
         */
        post: operations["updateUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verify the email of the user
         * @description Verify the email of the user
         */
        get: operations["auth_verify_email"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify the current user's password
         * @description Verify the current user's password
         */
        post: operations["verifyPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your stylist conversations, newest first (at most 50) */
        get: operations["listConversations"];
        put?: never;
        /**
         * Talk to the stylist
         * @description Sends the newest message of a conversation (AI SDK UI messages; only the last one is read, the history comes from the server) and streams the reply as an AI SDK UI message stream (server-sent events). A change the stylist proposes waits for an answer: send the assistant message back with the approval answered. At most 20,000 characters per message.
         */
        post: operations["chat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The conversation. */
                id: string;
            };
            cookie?: never;
        };
        /** One conversation with its messages */
        get: operations["getConversation"];
        put?: never;
        post?: never;
        /** Delete a conversation */
        delete: operations["deleteConversation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The upload. */
                id: string;
            };
            cookie?: never;
        };
        /** A stored photo (its owner, or anyone with a signed URL) */
        get: operations["getFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/files/{id}/signed-url": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The upload. */
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A short-lived URL anyone can open for one of your photos */
        post: operations["signFileUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This document */
        get: operations["openApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/extend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Slide the session’s expiry forward */
        post: operations["extendSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tool catalogue
         * @description Every tool with its auth and its input and output as JSON Schema (the same contracts as this document).
         */
        get: operations["listTools"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/accessTokens.create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * accessTokens.create
         * @description Create a personal access token for an MCP client. scope: read (only tools that change nothing) or read-write. The token is in this answer only; Atelier keeps its hash.
         */
        post: operations["tool_accessTokens_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/accessTokens.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * accessTokens.list
         * @description The shopper's active personal access tokens for the MCP door, newest first: name, scope, the first characters, when created and last used. Never the token itself.
         */
        post: operations["tool_accessTokens_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/accessTokens.revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * accessTokens.revoke
         * @description Revoke one of the shopper's personal access tokens by id: MCP clients using it are refused from now on.
         */
        post: operations["tool_accessTokens_revoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/account.delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * account.delete
         * @description Delete the shopper's account: signed out everywhere and deactivated at once, social connections and tokens removed at once, personal data and photos purged within 30 days, complete removal within 90. Needs the account's email as confirmation.
         */
        post: operations["tool_account_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/account.export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * account.export
         * @description Everything Atelier holds about the signed-in shopper, as JSON rows per table (secrets left out). The archive with uploaded photos downloads from /api/account/export.
         */
        post: operations["tool_account_export"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/connectedApps.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * connectedApps.list
         * @description Apps the shopper connected to Atelier's MCP server through OAuth, newest first: the app's name, the scope granted (read or read-write), when connected and when it last received a token.
         */
        post: operations["tool_connectedApps_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/connectedApps.revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * connectedApps.revoke
         * @description Disconnect an app from the shopper's account by its client id: its consent is removed and its tokens stop working at once.
         */
        post: operations["tool_connectedApps_revoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/connections.authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * connections.authorize
         * @description Start connecting Instagram or Facebook: a Meta authorization URL with a fresh state bound to the shopper.
         */
        post: operations["tool_connections_authorize"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/connections.bridge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * connections.bridge
         * @description Where the Instagram bridge relays a code: the callback on the trusted origin the state was issued for.
         */
        post: operations["tool_connections_bridge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/connections.complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * connections.complete
         * @description Finish an Instagram or Facebook authorization: check the state, exchange the code, store the token encrypted.
         */
        post: operations["tool_connections_complete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/connections.disconnect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * connections.disconnect
         * @description Disconnect Instagram: deletes the stored token, the stored profile and posts, and pending authorizations.
         */
        post: operations["tool_connections_disconnect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/connections.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * connections.list
         * @description The shopper's connected social accounts with status (connected or expired); never a token.
         */
        post: operations["tool_connections_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/connections.saveToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * connections.saveToken
         * @description Save an Instagram access token pasted by the shopper: verified against Instagram, stored encrypted for 60 days.
         */
        post: operations["tool_connections_saveToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/discovery.engagementPatterns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * discovery.engagementPatterns
         * @description Scanner step 2: the top 10 followed fashion accounts by the shopper's own engagement (likes, dressing-room saves, feedback), with style influence (Strong/Moderate/Subtle), engagement score and fashion relevance. `handle` (optional) seeds the scan with that influencer's aesthetic, as if followed, for this scan only; without a connected Instagram account or any follows it is required.
         */
        post: operations["tool_discovery_engagementPatterns"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/discovery.followingAccounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * discovery.followingAccounts
         * @description Scanner step 1: the shopper's follows (followed influencers, style sources, accounts from the Instagram connection) matched to known fashion accounts. `handle` (optional) seeds the scan with that influencer's aesthetic, as if followed, for this scan only; without a connected Instagram account or any follows it is required.
         */
        post: operations["tool_discovery_followingAccounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/discovery.latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * discovery.latest
         * @description The shopper's stored style profile (style DNA, aesthetic preferences, confidence with its band) and the last smart scan, or nulls before the first scan.
         */
        post: operations["tool_discovery_latest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/discovery.recommendations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * discovery.recommendations
         * @description Scanner step 4: up to 6 catalogue pieces nearest the style genome, each with why it suits the shopper, a styling technique and the followed account it echoes. `handle` (optional) seeds the scan with that influencer's aesthetic, as if followed, for this scan only; without a connected Instagram account or any follows it is required.
         */
        post: operations["tool_discovery_recommendations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/discovery.scan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * discovery.scan
         * @description Run the whole smart scan (fashion accounts, engagement insights, style genome with prediction accuracy, recommendations), store it on the shopper's style profile and Instagram connection, and refresh the feed's taste in the background. `handle` (optional) seeds the scan with that influencer's aesthetic, as if followed, for this scan only; without a connected Instagram account or any follows it is required.
         */
        post: operations["tool_discovery_scan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/discovery.styleGenome": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * discovery.styleGenome
         * @description Scanner step 3: the style genome (aesthetic DNA, colour pull, brand affinity, confidence) from follows, likes, saves and feedback, and the measured prediction accuracy on held-out likes and saves (null: not enough activity yet). `handle` (optional) seeds the scan with that influencer's aesthetic, as if followed, for this scan only; without a connected Instagram account or any follows it is required.
         */
        post: operations["tool_discovery_styleGenome"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/dressingRoom.add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * dressingRoom.add
         * @description Add a piece to the dressing room: a catalogue product (productId), an inspiration post (postId), or a custom item. Adding the same piece twice changes nothing.
         */
        post: operations["tool_dressingRoom_add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/dressingRoom.clear": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * dressingRoom.clear
         * @description Empty the dressing room.
         */
        post: operations["tool_dressingRoom_clear"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/dressingRoom.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * dressingRoom.list
         * @description The pieces in the shopper's dressing room, newest first, with their in-cart flag.
         */
        post: operations["tool_dressingRoom_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/dressingRoom.remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * dressingRoom.remove
         * @description Remove one piece from the dressing room by its id.
         */
        post: operations["tool_dressingRoom_remove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/dressingRoom.toggleCart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * dressingRoom.toggleCart
         * @description Move a dressing-room piece into the cart, or back out of it.
         */
        post: operations["tool_dressingRoom_toggleCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/feedback.submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * feedback.submit
         * @description Record what the shopper thinks of a product. verdict: love (default; reasons are what she loves about it) or not_for_me (reasons are what is not for her; the product leaves her feed and her taste moves away from it). reasons: one or more of color, style, brand, price, aspirational, occasion. Every entry tunes her recommendations.
         */
        post: operations["tool_feedback_submit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/influencers.follow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * influencers.follow
         * @description Follow one or more influencers by Instagram handle (@name or profile link). Already-followed handles are skipped. Refreshes the influencers' looks and the shopper's recommendations in the background.
         */
        post: operations["tool_influencers_follow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/influencers.followed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * influencers.followed
         * @description The influencers the shopper follows (active by default, or inactive, or all), by handle.
         */
        post: operations["tool_influencers_followed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/influencers.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * influencers.list
         * @description List the active influencer accounts Atelier follows for inspiration, newest first.
         */
        post: operations["tool_influencers_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/influencers.setActive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * influencers.setActive
         * @description Pause (active false) or resume (active true) followed influencers without unfollowing them.
         */
        post: operations["tool_influencers_setActive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/influencers.unfollow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * influencers.unfollow
         * @description Stop following one or more influencers by handle, and refresh the recommendations.
         */
        post: operations["tool_influencers_unfollow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/instagram.analyzeStyle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * instagram.analyzeStyle
         * @description Analyse the connected Instagram account's first 5 recent posts (their captions and hashtags) into style elements and colours; with no post stored, the shopper's followed influencers' posts, else 5 active influencers' (the answer says which). The result is kept with the connection (newest 10).
         */
        post: operations["tool_instagram_analyzeStyle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/instagram.recentAnalyses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * instagram.recentAnalyses
         * @description Whether Instagram is connected (and as whom), and the 3 most recent style analyses (4 style elements and 3 colours each).
         */
        post: operations["tool_instagram_recentAnalyses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/links.preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * links.preview
         * @description Read a product page (http or https link): its name, brand, price, currency and image from the page's schema.org Product data or Open Graph tags, to fill in a wardrobe item. Private and local addresses are refused.
         */
        post: operations["tool_links_preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/looks.complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * looks.complete
         * @description Complete a look. Start from the shopper's pieces (wardrobe or dressing-room ids), an inspiration postId, a catalogue productId, or an uploaded photo (uploadId). Returns the completion score, the pieces they own (for a post, product or photo: their nearest wardrobe items, never detected garments), the missing pieces with alternatives from the catalogue that fit the look's palette and aesthetic (budget, mid and luxury when no price band applies; otherwise within the anchor product's price band, the stated budget or the shopper's usual range), and style notes. Optional constraints (occasion, temperature_c, season, rain, min_price, max_price) are enforced on the alternatives; `applied` and `relaxed` say what was used and what had to be relaxed.
         */
        post: operations["tool_looks_complete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/onboarding.complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * onboarding.complete
         * @description Mark onboarding as completed for the signed-in shopper. Idempotent: the first completion time is kept.
         */
        post: operations["tool_onboarding_complete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/onboarding.dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * onboarding.dismiss
         * @description Record that the signed-in shopper closed onboarding without finishing it, so it no longer opens by itself. Idempotent.
         */
        post: operations["tool_onboarding_dismiss"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/onboarding.status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * onboarding.status
         * @description Whether the signed-in shopper has completed onboarding, and when.
         */
        post: operations["tool_onboarding_status"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/outfits.compose": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * outfits.compose
         * @description Compose a whole outfit in one call under constraints (occasion, temperature_c, season, rain, min_price, max_price), optionally around an anchor piece { source, id } and an outfit so far: one piece per slot (a dress or a top and bottom, a coat when the weather needs one, shoes, a bag, an accessory), the shopper's own pieces first, each with why it was chosen (occasion, weather, palette, budget, owned, anchor). Shoes never contradict the occasion and a coat never contradicts the weather; when nothing fits, price is widened first, then palette, then formality by one step, and `relaxed` says so. Without a stated budget, pieces stay within the anchor's price band or the shopper's usual range.
         */
        post: operations["tool_outfits_compose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/outfits.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * outfits.list
         * @description The shopper's saved outfits, newest first, with their pieces, completion score and hints; `total` is "Outfits created".
         */
        post: operations["tool_outfits_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/outfits.remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * outfits.remove
         * @description Delete one of the shopper's saved outfits by id.
         */
        post: operations["tool_outfits_remove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/outfits.save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * outfits.save
         * @description Save an outfit from the Outfit Builder. Each slot holds a piece { source: wardrobe | dressing_room | product, id }; a dress cannot be worn with a top or bottom and there are at most 3 accessories. The completion score is computed by the server. The name defaults to one from the outfit's style.
         */
        post: operations["tool_outfits_save"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/outfits.suggest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * outfits.suggest
         * @description Up to 6 pieces for one slot of the Outfit Builder (dress, top, bottom, outerwear, shoes, bag, accessories) that go with the outfit so far: the shopper's wardrobe first, then their dressing room, then the catalogue products nearest in style. Never repeats a piece of the outfit. Optional constraints (occasion, temperature_c, season, rain, min_price, max_price) are enforced; without a stated budget, catalogue pieces stay within the outfit's price band or the shopper's usual range. Returns the constraints applied and anything relaxed (price, then palette, then formality), plus the outfit's completion score and hints.
         */
        post: operations["tool_outfits_suggest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/posts.feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * posts.feed
         * @description Influencer posts for the inspiration feed: latest (20), top_liked (most liked, 20), following (posts of the influencers the shopper follows, 50) or recent (followed, 15). Each post says whether the shopper liked it, and product_id is the catalogue piece its link belongs to (null when it links to none).
         */
        post: operations["tool_posts_feed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/posts.latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * posts.latest
         * @description The latest 20 influencer posts with their account, newest first.
         */
        post: operations["tool_posts_latest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/posts.like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * posts.like
         * @description Like an influencer post. Liking twice changes nothing; guests' likes are ignored.
         */
        post: operations["tool_posts_like"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/posts.unlike": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * posts.unlike
         * @description Remove the shopper's like from an influencer post (deletes the earlier like record).
         */
        post: operations["tool_posts_unlike"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/products.get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * products.get
         * @description One catalogue product by id: name, brand, price and tier, picture, description, retailer link, and what it is good for. For a signed-in shopper also its match (the calibrated percent, or a label before there is enough signal) and the reason it suits them.
         */
        post: operations["tool_products_get"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/products.search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * products.search
         * @description Search the product catalogue by words (name, brand, colour, description), category and price range in US dollars. Returns the best text matches first, then the cheapest. `exclude` leaves out products whose name, brand, category, colour or description has any of those words ("not black": ["black"]); `offset` skips that many results (show more).
         */
        post: operations["tool_products_search"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/products.similar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * products.similar
         * @description Catalogue products most like one product (same category, nearest in style), most alike first, each with what it shares with it; for a signed-in shopper also each one's match. Optional differences from it, as products.search reads them: `text` words each piece must carry (a colour, a material, a cut: "blue", "long"), a price range in US dollars (`maxPrice` under the piece's own for "like it but cheaper") and `exclude` words none may carry.
         */
        post: operations["tool_products_similar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/recommendations.feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * recommendations.feed
         * @description The shopper's personalised product feed. section: recommended (nearest their style), similar (to saved and favourite items), trending (in their aesthetic), discover (new styles outside their usual). tier: all, budget ($0-100), mid ($100-500), luxury ($500+). Each item has a match reason, whether it is already saved, and, once the shopper has enough signal, a calibrated percent match (80 = about 4 in 5 such pieces are liked or saved); otherwise match_label says "New to you" or "Popular".
         */
        post: operations["tool_recommendations_feed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/recommendations.home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * recommendations.home
         * @description The shopper's whole feed page for one price tier: the recommended, similar, trending and discover sections of recommendations.feed in one answer. favoriteIds: products hearted on this device, for the similar section (ids of products that no longer exist are left out).
         */
        post: operations["tool_recommendations_home"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/recommendations.refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * recommendations.refresh
         * @description Rebuild the shopper's style profile and recommendation scores from everything they follow, like and save.
         */
        post: operations["tool_recommendations_refresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/recommendations.save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * recommendations.save
         * @description Save a recommended product to the shopper's dressing room. Saving twice keeps one copy.
         */
        post: operations["tool_recommendations_save"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/recommendations.similarInfluencers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * recommendations.similarInfluencers
         * @description Influencers whose style is closest to the given Instagram handle (cosine similarity of style vectors), best first, with the style words they share. Defaults: similarity at least 0.6, at most 6 results.
         */
        post: operations["tool_recommendations_similarInfluencers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/sources.add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * sources.add
         * @description Add Instagram style sources from text: @mentions, Instagram profile links, or the JSON of an Instagram following export. Handles are normalised and validated (2-30 characters); ones already present are skipped.
         */
        post: operations["tool_sources_add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/sources.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * sources.list
         * @description List the shopper's style sources (Instagram handles they imported or added), by handle. status: active (default), inactive or all. limit: return only the first N (count still counts them all).
         */
        post: operations["tool_sources_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/sources.quickPick": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * sources.quickPick
         * @description Follow accounts from the fixed Quick Pick list of well-known fashion handles and brands, and keep them as style sources (priority 50). Already-followed handles are skipped.
         */
        post: operations["tool_sources_quickPick"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/sources.remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * sources.remove
         * @description Remove style sources by handle. Answers the handles removed and those the shopper did not have.
         */
        post: operations["tool_sources_remove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/sources.setActive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * sources.setActive
         * @description Deactivate (active: false) or reactivate (active: true) style sources by handle, keeping them.
         */
        post: operations["tool_sources_setActive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/styleDna.analyze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * styleDna.analyze
         * @description Analyse the style of photos the shopper uploaded (ids from POST /api/uploads, or `latest`: the N most recent; with neither, the most recent photo): the colour palette measured from the pixels, style elements, silhouettes, an aesthetic, a confidence (low when only colour is known; add the item's description as `text` to raise it) and the influencers with the nearest style. Product photos (bucket style-inspiration) also join the wardrobe as category Upload, once each, and the style profile is rebuilt to include them.
         */
        post: operations["tool_styleDna_analyze"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/styleProfile.get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * styleProfile.get
         * @description The shopper's learned style profile: style, colour and brand preferences (0-1), learning confidence (and style_confidence, the same figure as every screen shows it), the top aesthetics of their taste, and whether the feed is personalised yet.
         */
        post: operations["tool_styleProfile_get"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/trips.destinations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * trips.destinations
         * @description Destinations we have climate data for (262 cities) matching what was typed, best first: for suggestions as the shopper types.
         */
        post: operations["tool_trips_destinations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/trips.get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * trips.get
         * @description One saved trip by id, with every day's outfit, weather and tips and the packing list.
         */
        post: operations["tool_trips_get"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/trips.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * trips.list
         * @description The shopper's saved trips, newest first: name, destination, dates, activities and how many pieces to pack or buy.
         */
        post: operations["tool_trips_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/trips.plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * trips.plan
         * @description Plan outfits for a trip and save it. destination: a city (e.g. "Lisbon", "Paris, France", "NYC"); start_date and end_date: YYYY-MM-DD (at most 30 days; past trips allowed); activities: any of Business, Casual, Evening, Beach, City Walk, Restaurant, Formal, Active (cycled day by day; Casual when none). Each day gets its weather (forecast when available, else climate normals), pieces from the shopper's wardrobe first and catalogue pieces only for gaps, and tips; plus a packing list. A country or region ("Portugal", "the Amalfi coast", "Scotland") is planned with the weather of its best-known city we have, kept as the destination ("Trip to Portugal"); `weather_from` names that city and why (null for a city). A destination that is neither answers 400 with the nearest known names in `suggestions`.
         */
        post: operations["tool_trips_plan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/trips.remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * trips.remove
         * @description Delete one saved trip by id.
         */
        post: operations["tool_trips_remove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/wardrobe.add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * wardrobe.add
         * @description Add an item to the shopper's wardrobe. item_name and category (Tops, Bottoms, Dresses, Outerwear, Shoes, Accessories, Bags, Jewelry, Activewear, Sleepwear) are required. Link mode (default): optional product `link` (kept as a "Link: <url>" line in the notes) and `image_url`. Photo mode: `uploadId` of a photo the shopper uploaded; its measured palette shapes the item's style and fills the colour when none is given.
         */
        post: operations["tool_wardrobe_add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/wardrobe.list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * wardrobe.list
         * @description The shopper's wardrobe, newest first. `query` matches item name, brand or colour (case-insensitive); `category` narrows to one of the ten categories. `total` counts every item they own.
         */
        post: operations["tool_wardrobe_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/wardrobe.remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * wardrobe.remove
         * @description Remove one item from the shopper's wardrobe by id. Saved outfits keep its name and picture, marked unavailable.
         */
        post: operations["tool_wardrobe_remove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tools/wardrobe.update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * wardrobe.update
         * @description Change fields of one wardrobe item by id (send only what changes; null clears brand, colour, price or notes). formality (1 athleisure … 5 black tie), warmth (1 sun-wear … 5 winter coat), seasons and occasions correct what the item is good for; a correction is kept when the item is renamed, and null hands the field back to the derivation.
         */
        post: operations["tool_wardrobe_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload photos
         * @description multipart/form-data with a "bucket" field (wardrobe or style-inspiration) and up to 10 "files" of at most 10 MB each (JPEG, PNG, WebP, AVIF or HEIC); every photo is stored as WebP.
         */
        post: operations["uploadPhotos"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the database and file storage are reachable */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AuthAccount: {
            accessToken?: string;
            /** Format: date-time */
            accessTokenExpiresAt?: string;
            accountId: string;
            /** Format: date-time */
            createdAt: string;
            readonly id: string;
            idToken?: string;
            password?: string;
            providerId: string;
            refreshToken?: string;
            /** Format: date-time */
            refreshTokenExpiresAt?: string;
            scope?: string;
            /** Format: date-time */
            updatedAt: string;
            userId: string;
        };
        AuthOauthAccessToken: {
            authorizationCodeId?: string;
            clientId: string;
            confirmation?: unknown;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            expiresAt?: string;
            readonly id: string;
            referenceId?: string;
            refreshId?: string;
            requestedUserInfoClaims?: string[];
            resources?: string[];
            /** Format: date-time */
            revoked?: string;
            scopes: string[];
            sessionId?: string;
            token?: string;
            userId?: string;
        };
        AuthOauthClient: {
            applicationType?: string;
            backchannelLogoutSessionRequired?: boolean;
            backchannelLogoutUri?: string;
            /** @default [] */
            clientCredentialsScopes: string[];
            clientDiscoveryId?: string;
            clientId: string;
            clientSecret?: string;
            contacts?: string[];
            /** Format: date-time */
            createdAt?: string;
            /** @default false */
            disabled: boolean;
            /** @default false */
            dpopBoundAccessTokens: boolean;
            enableEndSession?: boolean;
            grantTypes?: string[];
            icon?: string;
            readonly id: string;
            jwks?: string;
            jwksUri?: string;
            metadata?: unknown;
            name?: string;
            policy?: string;
            postLogoutRedirectUris?: string[];
            redirectUris: string[];
            referenceId?: string;
            requirePKCE?: boolean;
            responseTypes?: string[];
            scopes?: string[];
            skipConsent?: boolean;
            softwareId?: string;
            softwareStatement?: string;
            softwareVersion?: string;
            subjectType?: string;
            tokenEndpointAuthMethod?: string;
            tos?: string;
            /** Format: date-time */
            updatedAt?: string;
            uri?: string;
            userId?: string;
        };
        AuthOauthClientAssertion: {
            /** Format: date-time */
            expiresAt: string;
            readonly id: string;
        };
        AuthOauthClientResource: {
            clientId: string;
            /** Format: date-time */
            createdAt?: string;
            readonly id: string;
            metadata?: unknown;
            resourceId: string;
        };
        AuthOauthConsent: {
            clientId: string;
            /** Format: date-time */
            createdAt?: string;
            readonly id: string;
            referenceId?: string;
            requestedUserInfoClaims?: string[];
            resources?: string[];
            scopes: string[];
            /** Format: date-time */
            updatedAt?: string;
            userId?: string;
        };
        AuthOauthRefreshToken: {
            authorizationCodeId?: string;
            /** Format: date-time */
            authTime?: string;
            clientId: string;
            confirmation?: unknown;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            expiresAt?: string;
            readonly id: string;
            referenceId?: string;
            requestedUserInfoClaims?: string[];
            resources?: string[];
            /** Format: date-time */
            revoked?: string;
            /** Format: date-time */
            rotatedAt?: string;
            /** Format: date-time */
            rotationReplayExpiresAt?: string;
            rotationReplayResponse?: string;
            scopes: string[];
            sessionId?: string;
            token: string;
            userId: string;
        };
        AuthOauthResource: {
            accessTokenTtl?: number;
            allowedScopes?: string[];
            /** Format: date-time */
            createdAt?: string;
            customClaims?: unknown;
            /** @default false */
            disabled: boolean;
            /** @default false */
            dpopBoundAccessTokensRequired: boolean;
            readonly id: string;
            identifier: string;
            metadata?: unknown;
            name: string;
            /** @default 1 */
            policyVersion: number;
            refreshTokenTtl?: number;
            signingAlgorithm?: string;
            signingKeyId?: string;
            /** Format: date-time */
            updatedAt?: string;
        };
        AuthRateLimit: {
            count: number;
            readonly id: string;
            key: string;
            lastRequest: number;
        };
        AuthSession: {
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string;
            readonly id: string;
            ipAddress?: string;
            token: string;
            /** Format: date-time */
            updatedAt: string;
            userAgent?: string;
            userId: string;
        };
        AuthUser: {
            /** Format: date-time */
            createdAt: string;
            email: string;
            /** @default false */
            readonly emailVerified: boolean;
            readonly id: string;
            image?: string;
            name: string;
            /** Format: date-time */
            updatedAt: string;
        };
        AuthVerification: {
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string;
            readonly id: string;
            identifier: string;
            /** Format: date-time */
            updatedAt: string;
            value: string;
        };
        /** @description RFC 9457 problem details: every error of the HTTP API has this shape (application/problem+json). */
        Problem: {
            /** @description The machine-readable reason (snake_case for the app, UPPER_CASE for the auth routes). */
            code: string;
            /** @description What went wrong, in words fit to show the person. */
            detail: string;
            /**
             * @deprecated
             * @description Same as code (the older {error, message} shape).
             */
            error?: string;
            /** @description For invalid input: each field that failed and why. */
            issues?: ({
                message?: string;
                path?: unknown;
            } & {
                [key: string]: unknown;
            })[];
            /**
             * @deprecated
             * @description Same as detail (the older shapes).
             */
            message?: string;
            /** @description Seconds to wait (429 answers of the auth routes and link previews); the Retry-After header says the same. */
            retryAfter?: number;
            /** @description The HTTP status code, repeated. */
            status: number;
            /** @description The HTTP status phrase. */
            title: string;
            /** @description A URI naming the problem: tag:atelier.local,2026:problem:<code>. */
            type: string;
        } & {
            [key: string]: unknown;
        };
    };
    responses: {
        /** @description Bad Request: the input is malformed or invalid (issues lists the fields). */
        Problem400: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Unauthorized: sign in first. */
        Problem401: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Forbidden: not allowed for this account, or the request came from an untrusted origin. */
        Problem403: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Not Found: no such thing (or not yours). */
        Problem404: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Conflict: the request conflicts with what is stored. */
        Problem409: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Content Too Large: the body is larger than this route reads. */
        Problem413: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Unsupported Media Type: send the body as application/json. */
        Problem415: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Too Many Requests: too many requests; wait Retry-After seconds. */
        Problem429: {
            headers: {
                /** @description Seconds to wait before trying again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Internal Server Error: something went wrong on the server. */
        Problem500: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Service Unavailable: the database or file storage is unavailable for a moment. */
        Problem503: {
            headers: {
                /** @description Seconds to wait before trying again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    exportAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The zip. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            401: components["responses"]["Problem401"];
            503: components["responses"]["Problem503"];
        };
    };
    changeEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The URL to redirect to after email verification */
                    callbackURL?: string;
                    /** @description The new email address to set must be a valid email address */
                    newEmail: string;
                };
            };
        };
        responses: {
            /** @description Email change request processed successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Status message of the email change process
                         * @enum {string|null}
                         */
                        message?: "Email updated" | "Verification email sent" | null;
                        /** @description Indicates if the request was successful */
                        status: boolean;
                        user?: components["schemas"]["AuthUser"];
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            413: components["responses"]["Problem413"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The current password is required */
                    currentPassword: string;
                    /** @description The new password to set */
                    newPassword: string;
                    /** @description Must be a boolean value */
                    revokeOtherSessions?: boolean;
                };
            };
        };
        responses: {
            /** @description Password successfully changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description New session token if other sessions were revoked */
                        token?: string | null;
                        user: {
                            /**
                             * Format: date-time
                             * @description When the user was created
                             */
                            createdAt: string;
                            /**
                             * Format: email
                             * @description The email address of the user
                             */
                            email: string;
                            /** @description Whether the email has been verified */
                            emailVerified: boolean;
                            /** @description The unique identifier of the user */
                            id: string;
                            /**
                             * Format: uri
                             * @description The profile image URL of the user
                             */
                            image?: string | null;
                            /** @description The name of the user */
                            name: string;
                            /**
                             * Format: date-time
                             * @description When the user was last updated
                             */
                            updatedAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            413: components["responses"]["Problem413"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    getSession: {
        parameters: {
            query?: {
                disableCookieCache?: boolean;
                disableRefresh?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        session: components["schemas"]["AuthSession"];
                        user: components["schemas"]["AuthUser"];
                    } | null;
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    getSessionPost: {
        parameters: {
            query?: {
                disableCookieCache?: boolean;
                disableRefresh?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        session: components["schemas"]["AuthSession"];
                        user: components["schemas"]["AuthUser"];
                    } | null;
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            413: components["responses"]["Problem413"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    listUserAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accountId: string;
                        /** Format: date-time */
                        createdAt: string;
                        id: string;
                        providerId: string;
                        scopes: string[];
                        /** Format: date-time */
                        updatedAt: string;
                        userId: string;
                    }[];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    listUserSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSession"][];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    auth_oauth2_authorize: {
        parameters: {
            query: {
                /** @description OAuth 2.1 client ID */
                client_id: string;
                /** @description PKCE code challenge */
                code_challenge?: string;
                /** @description PKCE code challenge method */
                code_challenge_method?: string;
                /** @description Maximum authentication age in seconds; forces re-authentication when exceeded */
                max_age?: number;
                /** @description OpenID Connect nonce */
                nonce?: string;
                /** @description OAuth2 prompt parameter */
                prompt?: string;
                /** @description OAuth 2.1 redirect URI */
                redirect_uri?: string;
                /** @description Pushed Authorization Request URI referencing stored parameters */
                request_uri?: string;
                /** @description Requested protected resource(s) for the access token. May be supplied multiple times as repeated 'resource' query parameters (RFC 8707) or as an array of strings. */
                resource?: string[];
                /** @description OAuth 2.1 response type (e.g., 'code') */
                response_type?: string;
                /** @description OAuth 2.1 scopes (space-separated) */
                scope?: string;
                /** @description OAuth 2.1 state parameter */
                state?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect to client with code or error */
            302: {
                headers: {
                    /** @description Redirect URI with code or error */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    auth_oauth2_authorize_post: {
        parameters: {
            query: {
                /** @description OAuth 2.1 client ID */
                client_id: string;
                /** @description PKCE code challenge */
                code_challenge?: string;
                /** @description PKCE code challenge method */
                code_challenge_method?: string;
                /** @description Maximum authentication age in seconds; forces re-authentication when exceeded */
                max_age?: number;
                /** @description OpenID Connect nonce */
                nonce?: string;
                /** @description OAuth2 prompt parameter */
                prompt?: string;
                /** @description OAuth 2.1 redirect URI */
                redirect_uri?: string;
                /** @description Pushed Authorization Request URI referencing stored parameters */
                request_uri?: string;
                /** @description Requested protected resource(s) for the access token. May be supplied multiple times as repeated 'resource' query parameters (RFC 8707) or as an array of strings. */
                resource?: string[];
                /** @description OAuth 2.1 response type (e.g., 'code') */
                response_type?: string;
                /** @description OAuth 2.1 scopes (space-separated) */
                scope?: string;
                /** @description OAuth 2.1 state parameter */
                state?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect to client with code or error */
            302: {
                headers: {
                    /** @description Redirect URI with code or error */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            413: components["responses"]["Problem413"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    auth_oauth2_client_rotate_secret: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    client_id: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            413: components["responses"]["Problem413"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    auth_oauth2_consent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Accept or deny user consent for a set of scopes */
                    accept: boolean;
                    claims?: string | {
                        [key: string]: unknown;
                    };
                    oauth_query?: string;
                    scope?: string;
                };
            };
        };
        responses: {
            /** @description Consent processed successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: uri
                         * @description The URI to redirect to, either with an authorization code or an error
                         */
                        redirect_uri: string;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            413: components["responses"]["Problem413"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    auth_oauth2_continue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    created?: boolean;
                    oauth_query?: string;
                    postLogin?: boolean;
                    selected?: boolean;
                };
            };
        };
        responses: {
            /** @description Consent processed successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: uri
                         * @description The URI to redirect to, either with an authorization code or an error
                         */
                        redirect_uri: string;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            413: components["responses"]["Problem413"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    auth_oauth2_create_client: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    application_type?: "web" | "native";
                    backchannel_logout_session_required?: boolean;
                    backchannel_logout_uri?: string;
                    client_name?: string;
                    client_uri?: string;
                    contacts?: string[];
                    dpop_bound_access_tokens?: boolean;
                    grant_types?: string[];
                    jwks?: {
                        keys: {
                            [key: string]: unknown;
                        }[];
                    };
                    jwks_uri?: string;
                    logo_uri?: string;
                    policy_uri?: string;
                    post_logout_redirect_uris?: string[];
                    redirect_uris?: string[];
                    response_types?: "code"[];
                    scope?: string;
                    software_id?: string;
                    software_statement?: string;
                    software_version?: string;
                    token_endpoint_auth_method?: string;
                    tos_uri?: string;
                };
            };
        };
        responses: {
            /** @description OAuth2 application registered successfully */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description OIDC application type used to classify redirect URI policy
                         * @enum {string}
                         */
                        application_type?: "web" | "native";
                        /** @description Unique identifier for the client */
                        client_id: string;
                        /** @description Creation timestamp of this client */
                        client_id_issued_at?: number;
                        /** @description Name of the OAuth2 application */
                        client_name?: string;
                        /** @description Secret key for the client */
                        client_secret?: string;
                        /** @description Time the client secret will expire. If 0, the client secret will never expire. */
                        client_secret_expires_at?: number;
                        /** @description URI of the OAuth2 application */
                        client_uri?: string;
                        /** @description List representing ways to contact people responsible for this client, typically email addresses */
                        contacts?: string[];
                        /** @description Whether the client is disabled */
                        disabled?: boolean;
                        /** @description Grant types the client may use at the token endpoint */
                        grant_types?: string[];
                        /** @description Icon URI for the application */
                        logo_uri?: string;
                        /** @description Additional metadata for the application */
                        metadata?: {
                            [key: string]: unknown;
                        } | null;
                        /** @description Client's policy uri */
                        policy_uri?: string;
                        /** @description List of allowed redirect uris */
                        redirect_uris?: string[];
                        /** @description Final server-owned resources linked to the client */
                        resources?: string[];
                        /** @description Response types the client may use at the authorization endpoint */
                        response_types?: "code"[];
                        /** @description Space-separated scopes allowed by the client */
                        scope?: string;
                        /** @description Unique identifier assigned by the developer to help in the dynamic registration process */
                        software_id?: string;
                        /** @description JWT containing metadata values about the client software as claims */
                        software_statement?: string;
                        /** @description Version identifier for the software_id */
                        software_version?: string;
                        /** @description Requested authentication method for the token endpoint */
                        token_endpoint_auth_method?: string;
                        /** @description Client's terms of service uri */
                        tos_uri?: string;
                        /** @description ID of the user who registered the client, null if registered anonymously */
                        user_id?: string;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            413: components["responses"]["Problem413"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    auth_oauth2_delete_client: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    client_id: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            413: components["responses"]["Problem413"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    auth_oauth2_delete_consent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            413: components["responses"]["Problem413"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    auth_oauth2_end_session: {
        parameters: {
            query?: {
                client_id?: string;
                id_token_hint?: string;
                post_logout_redirect_uri?: string;
                state?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Logout completed, or an HTML confirmation page was returned for browser navigation. A redirect is used only for an exact registered post_logout_redirect_uri. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Success message */
                        message?: string;
                        /**
                         * Format: uri
                         * @description URI to redirect to after logout (if post_logout_redirect_uri was provided)
                         */
                        redirect_uri?: string;
                    };
                    "text/html": string;
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    auth_oauth2_end_session_post: {
        parameters: {
            query?: {
                client_id?: string;
                id_token_hint?: string;
                post_logout_redirect_uri?: string;
                state?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    client_id?: string;
                    id_token_hint?: string;
                    post_logout_redirect_uri?: string;
                    state?: string;
                };
            };
        };
        responses: {
            /** @description Logout completed, or an HTML confirmation page was returned for browser navigation. A redirect is used only for an exact registered post_logout_redirect_uri. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Success message */
                        message?: string;
                        /**
                         * Format: uri
                         * @description URI to redirect to after logout (if post_logout_redirect_uri was provided)
                         */
                        redirect_uri?: string;
                    };
                    "text/html": string;
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            413: components["responses"]["Problem413"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    auth_oauth2_end_session_confirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    action: "confirm";
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            413: components["responses"]["Problem413"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    auth_oauth2_get_client: {
        parameters: {
            query?: {
                client_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    auth_oauth2_get_clients: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    auth_oauth2_get_consent: {
        parameters: {
            query?: {
                id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    auth_oauth2_get_consents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    auth_oauth2_introspect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description OAuth2 client ID */
                    client_id?: string;
                    /** @description OAuth2 client secret */
                    client_secret?: string;
                    /** @description The token to introspect (access or refresh token) */
                    token: string;
                    /** @description Hint about the token type. Recognized values: `access_token`, `refresh_token`. */
                    token_type_hint?: string;
                };
            };
        };
        responses: {
            /** @description Token introspection response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Whether the token is active */
                        active: boolean;
                        /** @description Audience of the token */
                        aud?: string;
                        /** @description Client ID associated with the token */
                        client_id?: string;
                        /** @description Expiration time of the token (seconds since epoch) */
                        exp?: number;
                        /** @description Issued at time (seconds since epoch) */
                        iat?: number;
                        /** @description Issuer of the token */
                        iss?: string;
                        /** @description JWT ID */
                        jti?: string;
                        /** @description Not before time (seconds since epoch) */
                        nbf?: number;
                        /** @description Scopes associated with the token */
                        scope?: string;
                        /** @description Subject of the token */
                        sub?: string;
                        /** @description Type of the token */
                        token_type?: string;
                        /** @description Username associated with the token */
                        username?: string;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            413: components["responses"]["Problem413"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    auth_oauth2_public_client: {
        parameters: {
            query?: {
                client_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    auth_oauth2_public_client_prelogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    client_id: string;
                    oauth_query?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            413: components["responses"]["Problem413"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    auth_oauth2_register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    application_type?: "web" | "native";
                    backchannel_logout_session_required?: boolean;
                    backchannel_logout_uri?: string;
                    client_name?: string;
                    client_uri?: string;
                    contacts?: string[];
                    dpop_bound_access_tokens?: boolean;
                    grant_types?: string[];
                    jwks?: {
                        keys: {
                            [key: string]: unknown;
                        }[];
                    };
                    jwks_uri?: string;
                    logo_uri?: string;
                    policy_uri?: string;
                    post_logout_redirect_uris?: string[];
                    redirect_uris?: string[];
                    resources?: string[];
                    response_types?: "code"[];
                    scope?: string;
                    skip_consent?: string;
                    software_id?: string;
                    software_statement?: string;
                    software_version?: string;
                    /** @enum {string} */
                    subject_type?: "public" | "pairwise";
                    token_endpoint_auth_method?: string;
                    tos_uri?: string;
                };
            };
        };
        responses: {
            /** @description OAuth2 application registered successfully */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description OIDC application type used to classify redirect URI policy
                         * @enum {string}
                         */
                        application_type?: "web" | "native";
                        /** @description Whether the RP requires a `sid` claim in every Logout Token */
                        backchannel_logout_session_required?: boolean;
                        /**
                         * Format: uri
                         * @description RP URL to receive signed Logout Tokens when the end-user's OP session terminates
                         */
                        backchannel_logout_uri?: string;
                        /** @description Unique identifier for the client */
                        client_id: string;
                        /** @description Creation timestamp of this client */
                        client_id_issued_at?: number;
                        /** @description Name of the OAuth2 application */
                        client_name?: string;
                        /** @description Secret key for the client */
                        client_secret?: string;
                        /** @description Time the client secret will expire. If 0, the client secret will never expire. */
                        client_secret_expires_at?: number;
                        /** @description Name of the OAuth2 application */
                        client_uri?: string;
                        /** @description List representing ways to contact people responsible for this client, typically email addresses */
                        contacts?: string[];
                        /** @description Whether the client is disabled */
                        disabled?: boolean;
                        /** @description Grant types the client may use at the token endpoint */
                        grant_types?: string[];
                        /** @description Icon URL for the application */
                        logo_uri?: string;
                        /** @description Client's policy uri */
                        policy_uri?: string;
                        /** @description List of allowed logout redirect uris */
                        post_logout_redirect_uris?: string[];
                        /** @description List of allowed redirect uris */
                        redirect_uris?: string[];
                        /** @description Final resource identifiers linked to the registered client */
                        resources?: string[];
                        /** @description Response types the client may use at the authorization endpoint */
                        response_types?: "code"[];
                        /** @description Space-separated scopes allowed by the client */
                        scope?: string;
                        /** @description Unique identifier assigned by the developer to help in the dynamic registration process */
                        software_id?: string;
                        /** @description JWT containing metadata values about the client software as claims */
                        software_statement?: string;
                        /** @description Version identifier for the software_id */
                        software_version?: string;
                        /** @description Requested authentication method for the token endpoint */
                        token_endpoint_auth_method?: string;
                        /** @description Client's terms of service uri */
                        tos_uri?: string;
                        /** @description ID of the user who registered the client, null if registered anonymously */
                        user_id?: string;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            413: components["responses"]["Problem413"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    auth_oauth2_revoke: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description OAuth2 client ID */
                    client_id?: string;
                    /** @description OAuth2 client secret */
                    client_secret?: string;
                    /** @description The token to revoke (access or refresh token) */
                    token: string;
                    /** @description Hint about the token type. Recognized values: `access_token`, `refresh_token`. */
                    token_type_hint?: string;
                };
            };
        };
        responses: {
            /** @description Token revoked successfully. The response body is empty. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            413: components["responses"]["Problem413"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    auth_oauth2_token: {
        parameters: {
            query?: never;
            header?: {
                /** @description RFC 9449 DPoP proof JWT for issuing DPoP-bound tokens */
                DPoP?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description OAuth2 client ID */
                    client_id?: string;
                    /** @description OAuth2 client secret */
                    client_secret?: string;
                    /** @description Authorization code (for authorization_code grant) */
                    code?: string;
                    /** @description PKCE code verifier (for authorization_code grant) */
                    code_verifier?: string;
                    /** @description OAuth2 grant type */
                    grant_type: string;
                    /**
                     * Format: uri
                     * @description Redirect URI (for authorization_code grant)
                     */
                    redirect_uri?: string;
                    /** @description Refresh token (for refresh_token grant) */
                    refresh_token?: string;
                    /** @description Requested protected resource(s) for the access token */
                    resource?: string | string[];
                    /** @description Requested scopes (for client_credentials grant) */
                    scope?: string;
                };
            };
        };
        responses: {
            /** @description Access token response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The access token issued by the authorization server */
                        access_token: string;
                        /** @description Lifetime in seconds of the access token */
                        expires_in: number;
                        /** @description ID Token (if OpenID Connect) */
                        id_token?: string;
                        /** @description Refresh token, if issued */
                        refresh_token?: string;
                        /** @description Scopes granted by the access token */
                        scope?: string;
                        /**
                         * @description The type of the token issued
                         * @enum {string}
                         */
                        token_type: "Bearer" | "DPoP";
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            413: components["responses"]["Problem413"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    auth_oauth2_update_client: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    client_id: string;
                    update: {
                        /** @enum {string} */
                        application_type?: "web" | "native";
                        backchannel_logout_session_required?: boolean;
                        backchannel_logout_uri?: string;
                        client_name?: string;
                        client_uri?: string;
                        contacts?: string[];
                        grant_types?: string[];
                        logo_uri?: string;
                        policy_uri?: string;
                        post_logout_redirect_uris?: string[];
                        redirect_uris?: string[];
                        response_types?: "code"[];
                        scope?: string;
                        software_id?: string;
                        software_statement?: string;
                        software_version?: string;
                        tos_uri?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            413: components["responses"]["Problem413"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    auth_oauth2_update_consent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    update: {
                        scopes: string[];
                    };
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            413: components["responses"]["Problem413"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    auth_oauth2_userinfo: {
        parameters: {
            query?: never;
            header?: {
                /** @description Bearer or DPoP access token */
                Authorization?: string;
                /** @description RFC 9449 DPoP proof JWT when using a DPoP-bound access token */
                DPoP?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description User information retrieved successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: email
                         * @description User's email address, included if 'email' scope is granted
                         */
                        email?: string | null;
                        /** @description Whether the email is verified, included if 'email' scope is granted */
                        email_verified?: boolean | null;
                        /** @description User's family name, included if 'profile' scope is granted */
                        family_name?: string | null;
                        /** @description User's given name, included if 'profile' scope is granted */
                        given_name?: string | null;
                        /** @description User's full name, included if 'profile' scope is granted */
                        name?: string | null;
                        /**
                         * Format: uri
                         * @description User's profile picture URL, included if 'profile' scope is granted
                         */
                        picture?: string | null;
                        /** @description Subject identifier (user ID) */
                        sub: string;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    auth_oauth2_userinfo_post: {
        parameters: {
            query?: never;
            header?: {
                /** @description Bearer or DPoP access token */
                Authorization?: string;
                /** @description RFC 9449 DPoP proof JWT when using a DPoP-bound access token */
                DPoP?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    access_token?: string;
                };
            };
        };
        responses: {
            /** @description User information retrieved successfully */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: email
                         * @description User's email address, included if 'email' scope is granted
                         */
                        email?: string | null;
                        /** @description Whether the email is verified, included if 'email' scope is granted */
                        email_verified?: boolean | null;
                        /** @description User's family name, included if 'profile' scope is granted */
                        family_name?: string | null;
                        /** @description User's given name, included if 'profile' scope is granted */
                        given_name?: string | null;
                        /** @description User's full name, included if 'profile' scope is granted */
                        name?: string | null;
                        /**
                         * Format: uri
                         * @description User's profile picture URL, included if 'profile' scope is granted
                         */
                        picture?: string | null;
                        /** @description Subject identifier (user ID) */
                        sub: string;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            413: components["responses"]["Problem413"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    auth_ok: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description API is working */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Indicates if the API is working */
                        ok: boolean;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The email address of the user to send a password reset email to */
                    email: string;
                    /** @description The URL to redirect the user to reset their password. If the token isn't valid or expired, it'll be redirected with a query parameter `?error=INVALID_TOKEN`. If the token is valid, it'll be redirected with a query parameter `?token=VALID_TOKEN */
                    redirectTo?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message?: string;
                        status?: boolean;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            413: components["responses"]["Problem413"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    resetPassword: {
        parameters: {
            query?: {
                token?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The new password to set */
                    newPassword: string;
                    /** @description The token to reset the password */
                    token?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status?: boolean;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            413: components["responses"]["Problem413"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    resetPasswordCallback: {
        parameters: {
            query: {
                /** @description The URL to redirect the user to reset their password */
                callbackURL: string;
            };
            header?: never;
            path: {
                /** @description The token to reset the password */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token?: string;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    auth_revoke_other_sessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Indicates if all other sessions were revoked successfully */
                        status: boolean;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            413: components["responses"]["Problem413"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    auth_revoke_session: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The token to revoke */
                    token: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Indicates if the session was revoked successfully */
                        status: boolean;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            413: components["responses"]["Problem413"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    auth_revoke_sessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Indicates if all sessions were revoked successfully */
                        status: boolean;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            413: components["responses"]["Problem413"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    sendVerificationEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @description The URL to use for email verification callback
                     * @example https://example.com/callback
                     */
                    callbackURL?: string | null;
                    /**
                     * @description The email to send the verification email to
                     * @example user@example.com
                     */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description Indicates if the email was sent successfully
                         * @example true
                         */
                        status?: boolean;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            413: components["responses"]["Problem413"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    signInEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Callback URL to use as a redirect for email verification */
                    callbackURL?: string;
                    /** @description Email of the user */
                    email: string;
                    /** @description Password of the user */
                    password: string;
                    /** @description If this is false, the session will not be remembered. Default is `true`. */
                    rememberMe?: boolean;
                };
            };
        };
        responses: {
            /** @description Success - Returns either session details or redirect URL */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        redirect: false;
                        /** @description Session token */
                        token: string;
                        url?: string | null;
                        user: components["schemas"]["AuthUser"];
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            413: components["responses"]["Problem413"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The URL to redirect to after provider logout */
                    callbackURL?: string;
                    /** @description Return the provider logout URL without redirecting */
                    disableRedirect?: boolean;
                    /** @description State to pass to the provider logout endpoint */
                    state?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Whether the client should redirect to the provider logout URL */
                        redirect?: boolean;
                        success?: boolean;
                        /** @description Provider logout URL when RP-initiated logout is available */
                        url?: string;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            413: components["responses"]["Problem413"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    signUpWithEmailAndPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The URL to use for email verification callback */
                    callbackURL?: string;
                    /** @description The email of the user */
                    email: string;
                    /** @description The profile image URL of the user */
                    image?: string;
                    /** @description The name of the user */
                    name: string;
                    /** @description The password of the user */
                    password: string;
                    /** @description If this is false, the session will not be remembered. Default is `true`. */
                    rememberMe?: boolean;
                };
            };
        };
        responses: {
            /** @description Successfully created user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Authentication token for the session */
                        token?: string | null;
                        user: {
                            /**
                             * Format: date-time
                             * @description When the user was created
                             */
                            createdAt: string;
                            /**
                             * Format: email
                             * @description The email address of the user
                             */
                            email: string;
                            /** @description Whether the email has been verified */
                            emailVerified: boolean;
                            /** @description The unique identifier of the user */
                            id: string;
                            /**
                             * Format: uri
                             * @description The profile image URL of the user
                             */
                            image?: string | null;
                            /** @description The name of the user */
                            name: string;
                            /**
                             * Format: date-time
                             * @description When the user was last updated
                             */
                            updatedAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            413: components["responses"]["Problem413"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    updateSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        session?: components["schemas"]["AuthSession"];
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            413: components["responses"]["Problem413"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The image of the user */
                    image?: string | null;
                    /** @description The name of the user */
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user?: components["schemas"]["AuthUser"];
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            413: components["responses"]["Problem413"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    auth_verify_email: {
        parameters: {
            query: {
                /** @description The URL to redirect to after email verification */
                callbackURL?: string;
                /** @description The token to verify the email */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Indicates if the email was verified successfully */
                        status: boolean;
                        user: components["schemas"]["AuthUser"];
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    verifyPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The password to verify */
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status?: boolean;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            413: components["responses"]["Problem413"];
            429: components["responses"]["Problem429"];
            500: components["responses"]["Problem500"];
            503: components["responses"]["Problem503"];
        };
    };
    listConversations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        conversations: {
                            /** Format: uuid */
                            id: string;
                            title: string;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Problem401"];
            503: components["responses"]["Problem503"];
        };
    };
    chat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    id: string;
                    messages: ({
                        id: string;
                        parts: ({
                            type: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                        /** @enum {string} */
                        role: "user" | "assistant" | "system";
                    } & {
                        [key: string]: unknown;
                    })[];
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The reply, as a UI message stream. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    getConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The conversation. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        messages: ({
                            id: string;
                            parts: ({
                                type: string;
                            } & {
                                [key: string]: unknown;
                            })[];
                            role: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                        title: string;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            404: components["responses"]["Problem404"];
            503: components["responses"]["Problem503"];
        };
    };
    deleteConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The conversation. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        deleted: string;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            503: components["responses"]["Problem503"];
        };
    };
    getFile: {
        parameters: {
            query?: {
                /** @description Of a signed URL: Unix seconds. */
                expires?: string;
                /** @description Of a signed URL. */
                signature?: string;
            };
            header?: never;
            path: {
                /** @description The upload. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The photo. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                };
            };
            404: components["responses"]["Problem404"];
            503: components["responses"]["Problem503"];
        };
    };
    signFileUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The upload. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed URL and when it expires. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        expiresAt: string;
                        url: string;
                    };
                };
            };
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            503: components["responses"]["Problem503"];
        };
    };
    openApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI 3.1 document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
        };
    };
    extendSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new expiry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        expires_at: string;
                    };
                };
            };
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            503: components["responses"]["Problem503"];
        };
    };
    listTools: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The catalogue. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tools: {
                            /** @enum {string} */
                            auth: "user" | "public";
                            description: string;
                            input: Record<string, never>;
                            name: string;
                            output: Record<string, never>;
                        }[];
                    };
                };
            };
        };
    };
    tool_accessTokens_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    scope: "read" | "read-write";
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        id: string;
                        last_used_at: string | null;
                        name: string;
                        prefix: string;
                        /** @enum {string} */
                        scope: "read" | "read-write";
                        token: string;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_accessTokens_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        max: number;
                        tokens: {
                            created_at: string;
                            id: string;
                            last_used_at: string | null;
                            name: string;
                            prefix: string;
                            /** @enum {string} */
                            scope: "read" | "read-write";
                        }[];
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_accessTokens_revoke: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    id: string;
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        revoked: string;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_account_delete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    confirmEmail: string;
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        complete_removal_by: string;
                        /** @constant */
                        deactivated: true;
                        personal_data_purged_by: string;
                        requested_at: string;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_account_export: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        archive_url: string;
                        counts: {
                            [key: string]: number;
                        };
                        exported_at: string;
                        tables: {
                            [key: string]: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_connectedApps_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        apps: {
                            client_id: string;
                            connected_at: string;
                            last_token_at: string | null;
                            name: string;
                            /** @enum {string} */
                            scope: "read" | "read-write";
                        }[];
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_connectedApps_revoke: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    client_id: string;
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        revoked: string;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_connections_authorize: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    provider: "instagram" | "facebook";
                    return_origin?: string;
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uri */
                        auth_url: string;
                        /** Format: date-time */
                        expires_at: string;
                        state: string;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_connections_bridge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code?: string;
                    error?: string;
                    error_description?: string;
                    state?: string;
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uri */
                        redirect_url: string;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_connections_complete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    browser_state_matches?: boolean;
                    code?: string;
                    error?: string;
                    error_description?: string;
                    /** @enum {string} */
                    provider: "instagram" | "facebook";
                    state?: string;
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        expires_at: string;
                        media_count: number;
                        /** @enum {string} */
                        provider: "instagram" | "facebook";
                        username: string | null;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_connections_disconnect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    platform: "instagram";
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        disconnected: boolean;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_connections_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        connections: {
                            /** Format: date-time */
                            connected_at: string;
                            /** Format: date-time */
                            expires_at: string;
                            handle: string | null;
                            media_count: number;
                            /** @constant */
                            platform: "instagram";
                            /** @enum {string} */
                            status: "connected" | "expired";
                            synced_at: string | null;
                            /** @enum {string} */
                            via: "instagram_oauth" | "facebook_oauth" | "pasted";
                        }[];
                        /** @enum {string} */
                        meta: "configured" | "simulated" | "missing";
                        redirect_uris: {
                            facebook: string[];
                            instagram: string[];
                        };
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_connections_saveToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    access_token: string;
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        expires_at: string;
                        username: string | null;
                        verified: boolean;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_discovery_engagementPatterns: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    handle?: string;
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        insights: {
                            display_name: string;
                            engagement_score: number;
                            fashion_relevance: number;
                            handle: string;
                            interaction_types: ("likes" | "saves" | "feedback")[];
                            interactions: {
                                feedback: number;
                                likes: number;
                                saves: number;
                            };
                            /** @enum {string} */
                            style_influence: "Strong" | "Moderate" | "Subtle";
                            style_influence_score: number;
                        }[];
                        patterns_analyzed: number;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_discovery_followingAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    handle?: string;
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        connected: boolean;
                        fashion_accounts: {
                            category: string;
                            display_name: string;
                            handle: string;
                            post_count: number;
                            sources: ("follow" | "style_source" | "instagram" | "seed")[];
                        }[];
                        following_count: number;
                        seed_handle: string | null;
                        unmatched: string[];
                        unmatched_count: number;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_discovery_latest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        connected: boolean;
                        follows_now: number;
                        last_scan: {
                            accuracy: {
                                held_out: number;
                                hits: number;
                                score: number;
                            } | null;
                            accuracy_score: number | null;
                            /** @enum {string} */
                            confidence_band: "High" | "Medium" | "Low";
                            connected: boolean;
                            engagement_insights: {
                                display_name: string;
                                engagement_score: number;
                                fashion_relevance: number;
                                handle: string;
                                interaction_types: ("likes" | "saves" | "feedback")[];
                                interactions: {
                                    feedback: number;
                                    likes: number;
                                    saves: number;
                                };
                                /** @enum {string} */
                                style_influence: "Strong" | "Moderate" | "Subtle";
                                style_influence_score: number;
                            }[];
                            fashion_accounts: {
                                category: string;
                                display_name: string;
                                handle: string;
                                post_count: number;
                                sources: ("follow" | "style_source" | "instagram" | "seed")[];
                            }[];
                            following_count: number;
                            patterns_analyzed: number;
                            personalized_recommendations: {
                                brand: string;
                                category: string;
                                confidence_score: number;
                                id: string;
                                image_url: string | null;
                                influencer_inspiration: string | null;
                                item_name: string;
                                match_label?: string;
                                match_percent?: number | null;
                                price: number;
                                product_url: string | null;
                                styling_technique: string;
                                why_perfect_for_you: string;
                            }[];
                            scanned_at: string;
                            seed_handle: string | null;
                            style_genome: {
                                aesthetic_dna: {
                                    [key: string]: number;
                                };
                                brand_affinity_map: {
                                    [key: string]: number;
                                };
                                color_gravitational_pull: {
                                    [key: string]: number;
                                };
                                confidence_score: number;
                            } | null;
                        } | null;
                        last_scan_stale: boolean;
                        style_profile: {
                            aesthetic_preferences: {
                                [key: string]: number;
                            };
                            /** @enum {string} */
                            confidence_band: "High" | "Medium" | "Low";
                            confidence_score: number;
                            style_dna: {
                                [key: string]: number;
                            };
                            updated_at: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_discovery_recommendations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    handle?: string;
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accuracy_score: number | null;
                        recommendations: {
                            brand: string;
                            category: string;
                            confidence_score: number;
                            id: string;
                            image_url: string | null;
                            influencer_inspiration: string | null;
                            item_name: string;
                            match_label?: string;
                            match_percent?: number | null;
                            price: number;
                            product_url: string | null;
                            styling_technique: string;
                            why_perfect_for_you: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_discovery_scan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    handle?: string;
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accuracy: {
                            held_out: number;
                            hits: number;
                            score: number;
                        } | null;
                        accuracy_score: number | null;
                        /** @enum {string} */
                        confidence_band: "High" | "Medium" | "Low";
                        connected: boolean;
                        engagement_insights: {
                            display_name: string;
                            engagement_score: number;
                            fashion_relevance: number;
                            handle: string;
                            interaction_types: ("likes" | "saves" | "feedback")[];
                            interactions: {
                                feedback: number;
                                likes: number;
                                saves: number;
                            };
                            /** @enum {string} */
                            style_influence: "Strong" | "Moderate" | "Subtle";
                            style_influence_score: number;
                        }[];
                        fashion_accounts: {
                            category: string;
                            display_name: string;
                            handle: string;
                            post_count: number;
                            sources: ("follow" | "style_source" | "instagram" | "seed")[];
                        }[];
                        following_count: number;
                        patterns_analyzed: number;
                        personalized_recommendations: {
                            brand: string;
                            category: string;
                            confidence_score: number;
                            id: string;
                            image_url: string | null;
                            influencer_inspiration: string | null;
                            item_name: string;
                            match_label?: string;
                            match_percent?: number | null;
                            price: number;
                            product_url: string | null;
                            styling_technique: string;
                            why_perfect_for_you: string;
                        }[];
                        scanned_at: string;
                        seed_handle: string | null;
                        style_genome: {
                            aesthetic_dna: {
                                [key: string]: number;
                            };
                            brand_affinity_map: {
                                [key: string]: number;
                            };
                            color_gravitational_pull: {
                                [key: string]: number;
                            };
                            confidence_score: number;
                        } | null;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_discovery_styleGenome: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    handle?: string;
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accuracy: {
                            held_out: number;
                            hits: number;
                            score: number;
                        } | null;
                        /** @enum {string} */
                        confidence_band: "High" | "Medium" | "Low";
                        confidence_score: number;
                        genome: {
                            aesthetic_dna: {
                                [key: string]: number;
                            };
                            brand_affinity_map: {
                                [key: string]: number;
                            };
                            color_gravitational_pull: {
                                [key: string]: number;
                            };
                            confidence_score: number;
                        } | null;
                        signals: {
                            feedback: number;
                            follows: number;
                            likes: number;
                            saves: number;
                        };
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_dressingRoom_add: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    item?: {
                        /** Format: uri */
                        affiliate_link?: string;
                        brand?: string;
                        category?: string;
                        description?: string;
                        external_product_id: string;
                        image_url?: string;
                        item_name: string;
                        /** Format: uri */
                        item_url?: string;
                        price?: number;
                        retailer_name?: string;
                        styling_notes?: string;
                    };
                    /** Format: uuid */
                    postId?: string;
                    /** Format: uuid */
                    productId?: string;
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        added: boolean;
                        item: {
                            affiliate_link: string | null;
                            brand: string | null;
                            category: string | null;
                            color: string;
                            created_at: string;
                            external_product_id: string;
                            id: string;
                            image_url: string | null;
                            is_in_cart: boolean;
                            item_name: string;
                            item_url: string | null;
                            price: number | null;
                            retailer_name: string | null;
                            /** @default [] */
                            style_words: string[];
                            styling_notes: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_dressingRoom_clear: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        removed: number;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_dressingRoom_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default false */
                    inCartOnly?: boolean;
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            affiliate_link: string | null;
                            brand: string | null;
                            category: string | null;
                            color: string;
                            created_at: string;
                            external_product_id: string;
                            id: string;
                            image_url: string | null;
                            is_in_cart: boolean;
                            item_name: string;
                            item_url: string | null;
                            price: number | null;
                            retailer_name: string | null;
                            /** @default [] */
                            style_words: string[];
                            styling_notes: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_dressingRoom_remove: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    id: string;
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        removed: string;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_dressingRoom_toggleCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    id: string;
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        item: {
                            affiliate_link: string | null;
                            brand: string | null;
                            category: string | null;
                            color: string;
                            created_at: string;
                            external_product_id: string;
                            id: string;
                            image_url: string | null;
                            is_in_cart: boolean;
                            item_name: string;
                            item_url: string | null;
                            price: number | null;
                            retailer_name: string | null;
                            /** @default [] */
                            style_words: string[];
                            styling_notes: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_feedback_submit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    itemId: string;
                    notes?: string;
                    reasons: ("color" | "style" | "brand" | "price" | "aspirational" | "occasion")[];
                    /**
                     * @default love
                     * @enum {string}
                     */
                    verdict?: "love" | "not_for_me";
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        feedback_count: number;
                        id: string;
                        learned: boolean;
                        /** @enum {string} */
                        verdict: "love" | "not_for_me";
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_influencers_follow: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    handles: string[];
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        added: string[];
                        invalid: string[];
                        skipped: string[];
                        unknown: string[];
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_influencers_followed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default active
                     * @enum {string}
                     */
                    status?: "active" | "inactive" | "all";
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        influencers: {
                            created_at: string;
                            handle: string;
                            influencer: {
                                category: string;
                                display_name: string;
                                id: string;
                                profile_image_url: string | null;
                            } | null;
                            is_active: boolean;
                            preference_score: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_influencers_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 50 */
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        influencers: {
                            category: string;
                            created_at: string;
                            display_name: string;
                            handle: string;
                            id: string;
                            is_active: boolean;
                            profile_image_url: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_influencers_setActive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    active: boolean;
                    handles: string[];
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        changed: string[];
                        invalid: string[];
                        notFollowed: string[];
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_influencers_unfollow: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    handles: string[];
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        invalid: string[];
                        notFollowed: string[];
                        removed: string[];
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_instagram_analyzeStyle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        aesthetic: string | null;
                        analyzed_at: string;
                        colors: string[];
                        confidence_score: number;
                        handles: string[];
                        id: string;
                        media_count: number;
                        /** @enum {string} */
                        source: "instagram_media" | "followed_influencers" | "default_influencers";
                        style_elements: string[];
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_instagram_recentAnalyses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        connected: boolean;
                        results: {
                            aesthetic: string | null;
                            analyzed_at: string;
                            colors: string[];
                            confidence_score: number;
                            handles: string[];
                            id: string;
                            media_count: number;
                            /** @enum {string} */
                            source: "instagram_media" | "followed_influencers" | "default_influencers";
                            style_elements: string[];
                        }[];
                        username: string | null;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_links_preview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uri */
                    url: string;
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        brand: string | null;
                        currency: string | null;
                        image: string | null;
                        name: string | null;
                        price: number | null;
                        /** @enum {string} */
                        source: "json-ld" | "open-graph" | "none";
                        url: string;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_looks_complete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    constraints?: {
                        max_price?: number;
                        min_price?: number;
                        /** @enum {string} */
                        occasion?: "wedding-guest" | "black-tie" | "interview" | "office" | "date" | "party" | "festival" | "beach" | "brunch" | "funeral" | "travel" | "gym" | "casual" | "lounge";
                        rain?: boolean;
                        /** @enum {string} */
                        season?: "spring" | "summer" | "autumn" | "winter";
                        temperature_c?: number;
                    };
                    pieces?: {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        source: "wardrobe" | "dressing_room";
                    }[];
                    /** Format: uuid */
                    postId?: string;
                    /** Format: uuid */
                    productId?: string;
                    /** Format: uuid */
                    uploadId?: string;
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        aesthetics: string[];
                        anchor: {
                            id: string;
                            imageUrl: string | null;
                            /** @enum {string} */
                            kind: "post" | "product" | "photo";
                            name: string;
                            slot: ("dress" | "top" | "bottom" | "outerwear" | "shoes" | "bag" | "accessories") | null;
                        } | null;
                        applied?: {
                            /** @enum {string} */
                            budget_source: "stated" | "anchor" | "usual" | "outfit" | "none";
                            formality: [
                                number,
                                number
                            ] | null;
                            max_price: number | null;
                            min_price: number | null;
                            occasion: ("wedding-guest" | "black-tie" | "interview" | "office" | "date" | "party" | "festival" | "beach" | "brunch" | "funeral" | "travel" | "gym" | "casual" | "lounge") | null;
                            palette: string[];
                            rain: boolean;
                            season: ("spring" | "summer" | "autumn" | "winter") | null;
                            temperature_band: ("freezing" | "cold" | "cool" | "mild" | "warm" | "hot") | null;
                            temperature_c: number | null;
                        };
                        /** @enum {string} */
                        basis: "pieces" | "post-nearest-wardrobe" | "product-nearest-wardrobe" | "photo-nearest-wardrobe";
                        completionScore: number;
                        missingPieces: {
                            alternatives: {
                                brand: string;
                                imageUrl: string | null;
                                name: string;
                                price: number;
                                /** @enum {string} */
                                priceLevel: "budget" | "mid" | "luxury";
                                productId: string;
                                reason: string;
                                retailerImageUrl: string | null;
                                retailerName: string;
                                retailerUrl: string;
                                similarity: number;
                            }[];
                            category: string;
                            description: string;
                            essential: boolean;
                            /** @enum {string} */
                            slot: "dress" | "top" | "bottom" | "outerwear" | "shoes" | "bag" | "accessories";
                        }[];
                        ownedPieces: {
                            category: string | null;
                            id: string;
                            imageUrl: string | null;
                            name: string;
                            similarity: number;
                            slot: ("dress" | "top" | "bottom" | "outerwear" | "shoes" | "bag" | "accessories") | null;
                            /** @enum {string} */
                            source: "wardrobe" | "dressing_room";
                        }[];
                        palette: string[];
                        relaxed?: {
                            /** @enum {string} */
                            constraint: "price" | "palette" | "formality";
                            detail: string;
                            /** @enum {string} */
                            slot: "dress" | "top" | "bottom" | "outerwear" | "shoes" | "bag" | "accessories";
                        }[];
                        styleNotes: string[];
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_onboarding_complete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        completed: boolean;
                        completed_at: string | null;
                        dismissed: boolean;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_onboarding_dismiss: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        completed: boolean;
                        completed_at: string | null;
                        dismissed: boolean;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_onboarding_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        completed: boolean;
                        completed_at: string | null;
                        dismissed: boolean;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_outfits_compose: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    anchor?: {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        source: "wardrobe" | "dressing_room" | "product";
                    };
                    /** @default {} */
                    constraints?: {
                        max_price?: number;
                        min_price?: number;
                        /** @enum {string} */
                        occasion?: "wedding-guest" | "black-tie" | "interview" | "office" | "date" | "party" | "festival" | "beach" | "brunch" | "funeral" | "travel" | "gym" | "casual" | "lounge";
                        rain?: boolean;
                        /** @enum {string} */
                        season?: "spring" | "summer" | "autumn" | "winter";
                        temperature_c?: number;
                    };
                    leave_empty?: ("outerwear" | "bag" | "accessories")[];
                    outfit?: {
                        /** @default [] */
                        accessories?: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            source: "wardrobe" | "dressing_room" | "product";
                        }[];
                        /** @default null */
                        bag?: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            source: "wardrobe" | "dressing_room" | "product";
                        } | null;
                        /** @default null */
                        bottom?: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            source: "wardrobe" | "dressing_room" | "product";
                        } | null;
                        /** @default null */
                        dress?: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            source: "wardrobe" | "dressing_room" | "product";
                        } | null;
                        /** @default null */
                        outerwear?: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            source: "wardrobe" | "dressing_room" | "product";
                        } | null;
                        /** @default null */
                        shoes?: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            source: "wardrobe" | "dressing_room" | "product";
                        } | null;
                        /** @default null */
                        top?: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            source: "wardrobe" | "dressing_room" | "product";
                        } | null;
                    };
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @default [] */
                        also_consider: {
                            available: boolean;
                            brand: string | null;
                            category: string | null;
                            chosen: boolean;
                            id: string;
                            image_url: string | null;
                            name: string;
                            price: number | null;
                            /** @enum {string} */
                            slot: "dress" | "top" | "bottom" | "outerwear" | "shoes" | "bag" | "accessories";
                            /** @enum {string} */
                            source: "wardrobe" | "dressing_room" | "product";
                            url: string | null;
                            why: ("occasion" | "weather" | "palette" | "budget" | "owned" | "anchor")[];
                        }[];
                        applied: {
                            /** @enum {string} */
                            budget_source: "stated" | "anchor" | "usual" | "outfit" | "none";
                            formality: [
                                number,
                                number
                            ] | null;
                            max_price: number | null;
                            min_price: number | null;
                            occasion: ("wedding-guest" | "black-tie" | "interview" | "office" | "date" | "party" | "festival" | "beach" | "brunch" | "funeral" | "travel" | "gym" | "casual" | "lounge") | null;
                            palette: string[];
                            rain: boolean;
                            season: ("spring" | "summer" | "autumn" | "winter") | null;
                            temperature_band: ("freezing" | "cold" | "cool" | "mild" | "warm" | "hot") | null;
                            temperature_c: number | null;
                        };
                        completion_score: number;
                        /** @default [] */
                        left_empty: ("outerwear" | "bag" | "accessories")[];
                        pieces: {
                            available: boolean;
                            brand: string | null;
                            category: string | null;
                            chosen: boolean;
                            id: string;
                            image_url: string | null;
                            name: string;
                            price: number | null;
                            /** @enum {string} */
                            slot: "dress" | "top" | "bottom" | "outerwear" | "shoes" | "bag" | "accessories";
                            /** @enum {string} */
                            source: "wardrobe" | "dressing_room" | "product";
                            url: string | null;
                            why: ("occasion" | "weather" | "palette" | "budget" | "owned" | "anchor")[];
                        }[];
                        relaxed: {
                            /** @enum {string} */
                            constraint: "price" | "palette" | "formality";
                            detail: string;
                            /** @enum {string} */
                            slot: "dress" | "top" | "bottom" | "outerwear" | "shoes" | "bag" | "accessories";
                        }[];
                        summary: string;
                        unfilled: {
                            reason: string;
                            /** @enum {string} */
                            slot: "dress" | "top" | "bottom" | "outerwear" | "shoes" | "bag" | "accessories";
                        }[];
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_outfits_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 50 */
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        outfits: {
                            completion_score: number;
                            created_at: string;
                            hints: {
                                /** @enum {string} */
                                kind: "base" | "shoes" | "bag" | "accessories";
                                slots: ("dress" | "top" | "bottom" | "outerwear" | "shoes" | "bag" | "accessories")[];
                                text: string;
                            }[];
                            id: string;
                            name: string;
                            slots: {
                                accessories: {
                                    available: boolean;
                                    brand: string | null;
                                    category: string | null;
                                    id: string;
                                    image_url: string | null;
                                    name: string;
                                    price: number | null;
                                    /** @enum {string} */
                                    slot: "dress" | "top" | "bottom" | "outerwear" | "shoes" | "bag" | "accessories";
                                    /** @enum {string} */
                                    source: "wardrobe" | "dressing_room" | "product";
                                    url: string | null;
                                }[];
                                bag: {
                                    available: boolean;
                                    brand: string | null;
                                    category: string | null;
                                    id: string;
                                    image_url: string | null;
                                    name: string;
                                    price: number | null;
                                    /** @enum {string} */
                                    slot: "dress" | "top" | "bottom" | "outerwear" | "shoes" | "bag" | "accessories";
                                    /** @enum {string} */
                                    source: "wardrobe" | "dressing_room" | "product";
                                    url: string | null;
                                } | null;
                                bottom: {
                                    available: boolean;
                                    brand: string | null;
                                    category: string | null;
                                    id: string;
                                    image_url: string | null;
                                    name: string;
                                    price: number | null;
                                    /** @enum {string} */
                                    slot: "dress" | "top" | "bottom" | "outerwear" | "shoes" | "bag" | "accessories";
                                    /** @enum {string} */
                                    source: "wardrobe" | "dressing_room" | "product";
                                    url: string | null;
                                } | null;
                                dress: {
                                    available: boolean;
                                    brand: string | null;
                                    category: string | null;
                                    id: string;
                                    image_url: string | null;
                                    name: string;
                                    price: number | null;
                                    /** @enum {string} */
                                    slot: "dress" | "top" | "bottom" | "outerwear" | "shoes" | "bag" | "accessories";
                                    /** @enum {string} */
                                    source: "wardrobe" | "dressing_room" | "product";
                                    url: string | null;
                                } | null;
                                outerwear: {
                                    available: boolean;
                                    brand: string | null;
                                    category: string | null;
                                    id: string;
                                    image_url: string | null;
                                    name: string;
                                    price: number | null;
                                    /** @enum {string} */
                                    slot: "dress" | "top" | "bottom" | "outerwear" | "shoes" | "bag" | "accessories";
                                    /** @enum {string} */
                                    source: "wardrobe" | "dressing_room" | "product";
                                    url: string | null;
                                } | null;
                                shoes: {
                                    available: boolean;
                                    brand: string | null;
                                    category: string | null;
                                    id: string;
                                    image_url: string | null;
                                    name: string;
                                    price: number | null;
                                    /** @enum {string} */
                                    slot: "dress" | "top" | "bottom" | "outerwear" | "shoes" | "bag" | "accessories";
                                    /** @enum {string} */
                                    source: "wardrobe" | "dressing_room" | "product";
                                    url: string | null;
                                } | null;
                                top: {
                                    available: boolean;
                                    brand: string | null;
                                    category: string | null;
                                    id: string;
                                    image_url: string | null;
                                    name: string;
                                    price: number | null;
                                    /** @enum {string} */
                                    slot: "dress" | "top" | "bottom" | "outerwear" | "shoes" | "bag" | "accessories";
                                    /** @enum {string} */
                                    source: "wardrobe" | "dressing_room" | "product";
                                    url: string | null;
                                } | null;
                            };
                            style_words: string[];
                            updated_at: string;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_outfits_remove: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    id: string;
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        removed: string;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_outfits_save: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    slots: {
                        /** @default [] */
                        accessories?: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            source: "wardrobe" | "dressing_room" | "product";
                        }[];
                        /** @default null */
                        bag?: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            source: "wardrobe" | "dressing_room" | "product";
                        } | null;
                        /** @default null */
                        bottom?: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            source: "wardrobe" | "dressing_room" | "product";
                        } | null;
                        /** @default null */
                        dress?: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            source: "wardrobe" | "dressing_room" | "product";
                        } | null;
                        /** @default null */
                        outerwear?: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            source: "wardrobe" | "dressing_room" | "product";
                        } | null;
                        /** @default null */
                        shoes?: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            source: "wardrobe" | "dressing_room" | "product";
                        } | null;
                        /** @default null */
                        top?: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            source: "wardrobe" | "dressing_room" | "product";
                        } | null;
                    };
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        outfit: {
                            completion_score: number;
                            created_at: string;
                            hints: {
                                /** @enum {string} */
                                kind: "base" | "shoes" | "bag" | "accessories";
                                slots: ("dress" | "top" | "bottom" | "outerwear" | "shoes" | "bag" | "accessories")[];
                                text: string;
                            }[];
                            id: string;
                            name: string;
                            slots: {
                                accessories: {
                                    available: boolean;
                                    brand: string | null;
                                    category: string | null;
                                    id: string;
                                    image_url: string | null;
                                    name: string;
                                    price: number | null;
                                    /** @enum {string} */
                                    slot: "dress" | "top" | "bottom" | "outerwear" | "shoes" | "bag" | "accessories";
                                    /** @enum {string} */
                                    source: "wardrobe" | "dressing_room" | "product";
                                    url: string | null;
                                }[];
                                bag: {
                                    available: boolean;
                                    brand: string | null;
                                    category: string | null;
                                    id: string;
                                    image_url: string | null;
                                    name: string;
                                    price: number | null;
                                    /** @enum {string} */
                                    slot: "dress" | "top" | "bottom" | "outerwear" | "shoes" | "bag" | "accessories";
                                    /** @enum {string} */
                                    source: "wardrobe" | "dressing_room" | "product";
                                    url: string | null;
                                } | null;
                                bottom: {
                                    available: boolean;
                                    brand: string | null;
                                    category: string | null;
                                    id: string;
                                    image_url: string | null;
                                    name: string;
                                    price: number | null;
                                    /** @enum {string} */
                                    slot: "dress" | "top" | "bottom" | "outerwear" | "shoes" | "bag" | "accessories";
                                    /** @enum {string} */
                                    source: "wardrobe" | "dressing_room" | "product";
                                    url: string | null;
                                } | null;
                                dress: {
                                    available: boolean;
                                    brand: string | null;
                                    category: string | null;
                                    id: string;
                                    image_url: string | null;
                                    name: string;
                                    price: number | null;
                                    /** @enum {string} */
                                    slot: "dress" | "top" | "bottom" | "outerwear" | "shoes" | "bag" | "accessories";
                                    /** @enum {string} */
                                    source: "wardrobe" | "dressing_room" | "product";
                                    url: string | null;
                                } | null;
                                outerwear: {
                                    available: boolean;
                                    brand: string | null;
                                    category: string | null;
                                    id: string;
                                    image_url: string | null;
                                    name: string;
                                    price: number | null;
                                    /** @enum {string} */
                                    slot: "dress" | "top" | "bottom" | "outerwear" | "shoes" | "bag" | "accessories";
                                    /** @enum {string} */
                                    source: "wardrobe" | "dressing_room" | "product";
                                    url: string | null;
                                } | null;
                                shoes: {
                                    available: boolean;
                                    brand: string | null;
                                    category: string | null;
                                    id: string;
                                    image_url: string | null;
                                    name: string;
                                    price: number | null;
                                    /** @enum {string} */
                                    slot: "dress" | "top" | "bottom" | "outerwear" | "shoes" | "bag" | "accessories";
                                    /** @enum {string} */
                                    source: "wardrobe" | "dressing_room" | "product";
                                    url: string | null;
                                } | null;
                                top: {
                                    available: boolean;
                                    brand: string | null;
                                    category: string | null;
                                    id: string;
                                    image_url: string | null;
                                    name: string;
                                    price: number | null;
                                    /** @enum {string} */
                                    slot: "dress" | "top" | "bottom" | "outerwear" | "shoes" | "bag" | "accessories";
                                    /** @enum {string} */
                                    source: "wardrobe" | "dressing_room" | "product";
                                    url: string | null;
                                } | null;
                            };
                            style_words: string[];
                            updated_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_outfits_suggest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    constraints?: {
                        max_price?: number;
                        min_price?: number;
                        /** @enum {string} */
                        occasion?: "wedding-guest" | "black-tie" | "interview" | "office" | "date" | "party" | "festival" | "beach" | "brunch" | "funeral" | "travel" | "gym" | "casual" | "lounge";
                        rain?: boolean;
                        /** @enum {string} */
                        season?: "spring" | "summer" | "autumn" | "winter";
                        temperature_c?: number;
                    };
                    /**
                     * @default {
                     *       "dress": null,
                     *       "top": null,
                     *       "bottom": null,
                     *       "outerwear": null,
                     *       "shoes": null,
                     *       "bag": null,
                     *       "accessories": []
                     *     }
                     */
                    outfit?: {
                        /** @default [] */
                        accessories?: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            source: "wardrobe" | "dressing_room" | "product";
                        }[];
                        /** @default null */
                        bag?: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            source: "wardrobe" | "dressing_room" | "product";
                        } | null;
                        /** @default null */
                        bottom?: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            source: "wardrobe" | "dressing_room" | "product";
                        } | null;
                        /** @default null */
                        dress?: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            source: "wardrobe" | "dressing_room" | "product";
                        } | null;
                        /** @default null */
                        outerwear?: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            source: "wardrobe" | "dressing_room" | "product";
                        } | null;
                        /** @default null */
                        shoes?: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            source: "wardrobe" | "dressing_room" | "product";
                        } | null;
                        /** @default null */
                        top?: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            source: "wardrobe" | "dressing_room" | "product";
                        } | null;
                    };
                    /** @enum {string} */
                    slot: "dress" | "top" | "bottom" | "outerwear" | "shoes" | "bag" | "accessories";
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        applied?: {
                            /** @enum {string} */
                            budget_source: "stated" | "anchor" | "usual" | "outfit" | "none";
                            formality: [
                                number,
                                number
                            ] | null;
                            max_price: number | null;
                            min_price: number | null;
                            occasion: ("wedding-guest" | "black-tie" | "interview" | "office" | "date" | "party" | "festival" | "beach" | "brunch" | "funeral" | "travel" | "gym" | "casual" | "lounge") | null;
                            palette: string[];
                            rain: boolean;
                            season: ("spring" | "summer" | "autumn" | "winter") | null;
                            temperature_band: ("freezing" | "cold" | "cool" | "mild" | "warm" | "hot") | null;
                            temperature_c: number | null;
                        };
                        completion_score: number;
                        hints: {
                            /** @enum {string} */
                            kind: "base" | "shoes" | "bag" | "accessories";
                            slots: ("dress" | "top" | "bottom" | "outerwear" | "shoes" | "bag" | "accessories")[];
                            text: string;
                        }[];
                        /** @enum {string} */
                        matched_against: "outfit" | "taste" | "nothing";
                        relaxed?: {
                            /** @enum {string} */
                            constraint: "price" | "palette" | "formality";
                            detail: string;
                            /** @enum {string} */
                            slot: "dress" | "top" | "bottom" | "outerwear" | "shoes" | "bag" | "accessories";
                        }[];
                        /** @enum {string} */
                        slot: "dress" | "top" | "bottom" | "outerwear" | "shoes" | "bag" | "accessories";
                        suggestions: {
                            available: boolean;
                            brand: string | null;
                            category: string | null;
                            id: string;
                            image_url: string | null;
                            match_label: string;
                            match_percent: number | null;
                            name: string;
                            price: number | null;
                            similarity: number;
                            /** @enum {string} */
                            slot: "dress" | "top" | "bottom" | "outerwear" | "shoes" | "bag" | "accessories";
                            /** @enum {string} */
                            source: "wardrobe" | "dressing_room" | "product";
                            style_match_reason: string;
                            url: string | null;
                            /** @default [] */
                            why: ("occasion" | "weather" | "palette" | "budget" | "owned" | "anchor")[];
                        }[];
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_posts_feed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default latest
                     * @enum {string}
                     */
                    view?: "latest" | "top_liked" | "following" | "recent";
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        posts: {
                            caption: string;
                            comment_count: number;
                            id: string;
                            image_url: string | null;
                            influencer: {
                                category: string;
                                display_name: string;
                                handle: string;
                                id: string;
                                profile_image_url: string | null;
                            };
                            like_count: number;
                            liked_by_me: boolean;
                            link_url: string | null;
                            platform_post_id: string;
                            posted_at: string;
                            product_id?: string | null;
                            top_liked: boolean;
                        }[];
                        view: string;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_posts_latest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        posts: {
                            caption: string;
                            comment_count: number;
                            id: string;
                            image_url: string | null;
                            influencer: {
                                category: string;
                                display_name: string;
                                handle: string;
                                id: string;
                                profile_image_url: string | null;
                            };
                            like_count: number;
                            link_url: string | null;
                            platform_post_id: string;
                            posted_at: string;
                            top_liked: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_posts_like: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    postId: string;
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        changed: boolean;
                        like_count: number;
                        liked: boolean;
                        post_id: string;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_posts_unlike: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    postId: string;
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        changed: boolean;
                        like_count: number;
                        liked: boolean;
                        post_id: string;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_products_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    id: string;
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        match: {
                            label: string;
                            percent: number | null;
                            reason: string | null;
                        } | null;
                        product: {
                            affiliate_url: string | null;
                            brand: string;
                            category: string;
                            color: string | null;
                            formality: number;
                            id: string;
                            image_url: string | null;
                            occasions: ("wedding-guest" | "black-tie" | "interview" | "office" | "date" | "party" | "festival" | "beach" | "brunch" | "funeral" | "travel" | "gym" | "casual" | "lounge")[];
                            price: number;
                            /** @enum {string} */
                            price_tier: "budget" | "mid" | "luxury";
                            product_description: string;
                            product_name: string;
                            product_url: string;
                            retailer_name: string;
                            seasons: ("spring" | "summer" | "autumn" | "winter")[];
                            warmth: number;
                        };
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_products_search: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    category?: "Tops" | "Bottoms" | "Dresses" | "Outerwear" | "Shoes" | "Accessories" | "Bags" | "Jewelry" | "Activewear" | "Sleepwear";
                    exclude?: string[];
                    /** @default 20 */
                    limit?: number;
                    maxPrice?: number;
                    minPrice?: number;
                    /** @default 0 */
                    offset?: number;
                    text?: string;
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        products: {
                            affiliate_url: string | null;
                            brand: string;
                            category: string;
                            color: string | null;
                            formality: number;
                            id: string;
                            image_url: string | null;
                            occasions: ("wedding-guest" | "black-tie" | "interview" | "office" | "date" | "party" | "festival" | "beach" | "brunch" | "funeral" | "travel" | "gym" | "casual" | "lounge")[];
                            price: number;
                            /** @enum {string} */
                            price_tier: "budget" | "mid" | "luxury";
                            product_description: string;
                            product_name: string;
                            product_url: string;
                            retailer_name: string;
                            seasons: ("spring" | "summer" | "autumn" | "winter")[];
                            warmth: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_products_similar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    exclude?: string[];
                    /** Format: uuid */
                    id: string;
                    /** @default 8 */
                    limit?: number;
                    maxPrice?: number;
                    minPrice?: number;
                    text?: string;
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        products: {
                            affiliate_url: string | null;
                            brand: string;
                            category: string;
                            color: string | null;
                            formality: number;
                            id: string;
                            image_url: string | null;
                            match: {
                                label: string;
                                percent: number | null;
                                reason: string | null;
                            } | null;
                            occasions: ("wedding-guest" | "black-tie" | "interview" | "office" | "date" | "party" | "festival" | "beach" | "brunch" | "funeral" | "travel" | "gym" | "casual" | "lounge")[];
                            price: number;
                            /** @enum {string} */
                            price_tier: "budget" | "mid" | "luxury";
                            product_description: string;
                            product_name: string;
                            product_url: string;
                            retailer_name: string;
                            seasons: ("spring" | "summer" | "autumn" | "winter")[];
                            similar_because: string;
                            warmth: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_recommendations_feed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    favoriteIds?: string[];
                    /** @default 20 */
                    limit?: number;
                    /**
                     * @default recommended
                     * @enum {string}
                     */
                    section?: "recommended" | "similar" | "trending" | "discover";
                    /**
                     * @default all
                     * @enum {string}
                     */
                    tier?: "all" | "budget" | "mid" | "luxury";
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        feedback_count: number;
                        items: {
                            affiliate_url: string | null;
                            brand: string;
                            category: string;
                            color: string | null;
                            id: string;
                            image_url: string | null;
                            match_label: string;
                            match_percent: number | null;
                            price: number;
                            /** @enum {string} */
                            price_tier: "budget" | "mid" | "luxury";
                            product_description: string;
                            product_name: string;
                            product_url: string;
                            retailer_name: string;
                            saved: boolean;
                            score: number;
                            score_breakdown: {
                                [key: string]: number;
                            } | null;
                            similarity_score: number | null;
                            style_match_reason: string;
                        }[];
                        learned: boolean;
                        learning_confidence: number;
                        personalised: boolean;
                        /** @enum {string} */
                        section: "recommended" | "similar" | "trending" | "discover";
                        /** @enum {string} */
                        source: "personalized" | "product_matcher";
                        /** @enum {string} */
                        tier: "all" | "budget" | "mid" | "luxury";
                        title: string;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_recommendations_home: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    favoriteIds?: string[];
                    /**
                     * @default all
                     * @enum {string}
                     */
                    tier?: "all" | "budget" | "mid" | "luxury";
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sections: {
                            discover: {
                                feedback_count: number;
                                items: {
                                    affiliate_url: string | null;
                                    brand: string;
                                    category: string;
                                    color: string | null;
                                    id: string;
                                    image_url: string | null;
                                    match_label: string;
                                    match_percent: number | null;
                                    price: number;
                                    /** @enum {string} */
                                    price_tier: "budget" | "mid" | "luxury";
                                    product_description: string;
                                    product_name: string;
                                    product_url: string;
                                    retailer_name: string;
                                    saved: boolean;
                                    score: number;
                                    score_breakdown: {
                                        [key: string]: number;
                                    } | null;
                                    similarity_score: number | null;
                                    style_match_reason: string;
                                }[];
                                learned: boolean;
                                learning_confidence: number;
                                personalised: boolean;
                                /** @enum {string} */
                                section: "recommended" | "similar" | "trending" | "discover";
                                /** @enum {string} */
                                source: "personalized" | "product_matcher";
                                /** @enum {string} */
                                tier: "all" | "budget" | "mid" | "luxury";
                                title: string;
                            };
                            recommended: {
                                feedback_count: number;
                                items: {
                                    affiliate_url: string | null;
                                    brand: string;
                                    category: string;
                                    color: string | null;
                                    id: string;
                                    image_url: string | null;
                                    match_label: string;
                                    match_percent: number | null;
                                    price: number;
                                    /** @enum {string} */
                                    price_tier: "budget" | "mid" | "luxury";
                                    product_description: string;
                                    product_name: string;
                                    product_url: string;
                                    retailer_name: string;
                                    saved: boolean;
                                    score: number;
                                    score_breakdown: {
                                        [key: string]: number;
                                    } | null;
                                    similarity_score: number | null;
                                    style_match_reason: string;
                                }[];
                                learned: boolean;
                                learning_confidence: number;
                                personalised: boolean;
                                /** @enum {string} */
                                section: "recommended" | "similar" | "trending" | "discover";
                                /** @enum {string} */
                                source: "personalized" | "product_matcher";
                                /** @enum {string} */
                                tier: "all" | "budget" | "mid" | "luxury";
                                title: string;
                            };
                            similar: {
                                feedback_count: number;
                                items: {
                                    affiliate_url: string | null;
                                    brand: string;
                                    category: string;
                                    color: string | null;
                                    id: string;
                                    image_url: string | null;
                                    match_label: string;
                                    match_percent: number | null;
                                    price: number;
                                    /** @enum {string} */
                                    price_tier: "budget" | "mid" | "luxury";
                                    product_description: string;
                                    product_name: string;
                                    product_url: string;
                                    retailer_name: string;
                                    saved: boolean;
                                    score: number;
                                    score_breakdown: {
                                        [key: string]: number;
                                    } | null;
                                    similarity_score: number | null;
                                    style_match_reason: string;
                                }[];
                                learned: boolean;
                                learning_confidence: number;
                                personalised: boolean;
                                /** @enum {string} */
                                section: "recommended" | "similar" | "trending" | "discover";
                                /** @enum {string} */
                                source: "personalized" | "product_matcher";
                                /** @enum {string} */
                                tier: "all" | "budget" | "mid" | "luxury";
                                title: string;
                            };
                            trending: {
                                feedback_count: number;
                                items: {
                                    affiliate_url: string | null;
                                    brand: string;
                                    category: string;
                                    color: string | null;
                                    id: string;
                                    image_url: string | null;
                                    match_label: string;
                                    match_percent: number | null;
                                    price: number;
                                    /** @enum {string} */
                                    price_tier: "budget" | "mid" | "luxury";
                                    product_description: string;
                                    product_name: string;
                                    product_url: string;
                                    retailer_name: string;
                                    saved: boolean;
                                    score: number;
                                    score_breakdown: {
                                        [key: string]: number;
                                    } | null;
                                    similarity_score: number | null;
                                    style_match_reason: string;
                                }[];
                                learned: boolean;
                                learning_confidence: number;
                                personalised: boolean;
                                /** @enum {string} */
                                section: "recommended" | "similar" | "trending" | "discover";
                                /** @enum {string} */
                                source: "personalized" | "product_matcher";
                                /** @enum {string} */
                                tier: "all" | "budget" | "mid" | "luxury";
                                title: string;
                            };
                        };
                        /** @enum {string} */
                        tier: "all" | "budget" | "mid" | "luxury";
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_recommendations_refresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        has_taste: boolean;
                        learning_confidence: number;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_recommendations_save: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    context?: {
                        section?: string;
                        tier?: string;
                    };
                    /** Format: uuid */
                    productId: string;
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        added: boolean;
                        interactionRecorded?: boolean;
                        item: {
                            affiliate_link: string | null;
                            brand: string | null;
                            category: string | null;
                            color: string;
                            created_at: string;
                            external_product_id: string;
                            id: string;
                            image_url: string | null;
                            is_in_cart: boolean;
                            item_name: string;
                            item_url: string | null;
                            price: number | null;
                            retailer_name: string | null;
                            /** @default [] */
                            style_words: string[];
                            styling_notes: string | null;
                        } | null;
                        saved: boolean;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_recommendations_similarInfluencers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    handle: string;
                    /** @default 6 */
                    maxResults?: number;
                    /** @default 0.6 */
                    similarityThreshold?: number;
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        handle: string;
                        influencers: {
                            category: string;
                            display_name: string;
                            handle: string;
                            match_reason: string;
                            profile_image_url: string | null;
                            similarity_score: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_sources_add: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        added: string[];
                        invalid: string[];
                        invalidCount: number;
                        skipped: string[];
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_sources_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    limit?: number;
                    /**
                     * @default active
                     * @enum {string}
                     */
                    status?: "active" | "inactive" | "all";
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        sources: {
                            created_at: string;
                            description: string | null;
                            handle: string;
                            id: string;
                            is_active: boolean;
                            priority_score: number;
                            source_name: string;
                            /** @enum {string} */
                            source_type: "influencer" | "instagram";
                            source_url: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_sources_quickPick: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    handles: string[];
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        added: string[];
                        invalid: string[];
                        skipped: string[];
                        sourcesAdded: number;
                        unknown: string[];
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_sources_remove: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    handles: string[];
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        notFound: string[];
                        removed: string[];
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_sources_setActive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    active: boolean;
                    handles: string[];
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        changed: string[];
                        notFound: string[];
                        unchanged: string[];
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_styleDna_analyze: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    latest?: number;
                    text?: string;
                    uploadIds?: string[];
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        aesthetic_category: string;
                        color_palette: {
                            hex: string;
                            name: string;
                            share: number;
                        }[];
                        confidence_score: number;
                        matched_influencers: {
                            handle: string;
                            name: string;
                            similarity_score: number;
                        }[];
                        silhouettes: string[];
                        style_elements: string[];
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_styleProfile_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        brand_preferences: {
                            [key: string]: number;
                        };
                        color_preferences: {
                            [key: string]: number;
                        };
                        feedback_count: number;
                        last_updated: string | null;
                        learned: boolean;
                        learning_confidence: number;
                        outfit_count: number;
                        personalised: boolean;
                        style_confidence: string;
                        style_preferences: {
                            [key: string]: number;
                        };
                        top_aesthetics: string[];
                        wardrobe_item_count: number;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_trips_destinations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 6 */
                    limit?: number;
                    query: string;
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        destinations: {
                            country: string;
                            label: string;
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_trips_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    id: string;
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        trip: {
                            activities: ("Business" | "Casual" | "Evening" | "Beach" | "City Walk" | "Restaurant" | "Formal" | "Active")[];
                            created_at: string;
                            day_count: number;
                            days: {
                                /** @enum {string} */
                                activity: "Business" | "Casual" | "Evening" | "Beach" | "City Walk" | "Restaurant" | "Formal" | "Active";
                                date: string;
                                day: number;
                                items: {
                                    brand: string | null;
                                    category: string;
                                    from_wardrobe: boolean;
                                    id: string;
                                    image_url: string | null;
                                    is_product: boolean;
                                    name: string;
                                    price: number | null;
                                    shop_url: string | null;
                                    /** @enum {string} */
                                    slot: "dress" | "top" | "bottom" | "outerwear" | "shoes" | "bag" | "accessories";
                                }[];
                                styling_tips: string[];
                                weather: {
                                    /** @enum {string} */
                                    condition: "Sunny" | "Partly Cloudy" | "Cloudy" | "Fog" | "Showers" | "Rain" | "Thunderstorms" | "Snow";
                                    high_c: number;
                                    high_f: number;
                                    icon: string;
                                    low_c: number;
                                    low_f: number;
                                    rain_chance: number | null;
                                    /** @enum {string} */
                                    source: "normals" | "forecast" | "fallback";
                                    temp_c: number;
                                    temp_f: number;
                                };
                            }[];
                            destination: string;
                            end_date: string;
                            fallback: boolean;
                            id: string;
                            notice: {
                                description: string;
                                title: string;
                            } | null;
                            packing: {
                                items: {
                                    brand: string | null;
                                    category: string;
                                    count: number;
                                    days: number[];
                                    from_wardrobe: boolean;
                                    id: string;
                                    image_url: string | null;
                                    is_product: boolean;
                                    name: string;
                                    price: number | null;
                                    shop_url: string | null;
                                    /** @enum {string} */
                                    slot: "dress" | "top" | "bottom" | "outerwear" | "shoes" | "bag" | "accessories";
                                }[];
                                owned: number;
                                pieces: number;
                                to_buy: number;
                                total_to_buy: number;
                            };
                            price_tier: ("budget" | "mid" | "luxury") | null;
                            start_date: string;
                            trip_name: string;
                            updated_at: string;
                            /** @default null */
                            weather_from: {
                                name: string;
                                reason: string;
                            } | null;
                            weather_note: string;
                        };
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_trips_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 20 */
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        trips: {
                            activities: ("Business" | "Casual" | "Evening" | "Beach" | "City Walk" | "Restaurant" | "Formal" | "Active")[];
                            created_at: string;
                            day_count: number;
                            destination: string;
                            end_date: string;
                            fallback: boolean;
                            id: string;
                            pieces: number;
                            start_date: string;
                            to_buy: number;
                            trip_name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_trips_plan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    activities?: ("Business" | "Casual" | "Evening" | "Beach" | "City Walk" | "Restaurant" | "Formal" | "Active")[];
                    destination: string;
                    end_date: string;
                    start_date: string;
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        trip: {
                            activities: ("Business" | "Casual" | "Evening" | "Beach" | "City Walk" | "Restaurant" | "Formal" | "Active")[];
                            created_at: string;
                            day_count: number;
                            days: {
                                /** @enum {string} */
                                activity: "Business" | "Casual" | "Evening" | "Beach" | "City Walk" | "Restaurant" | "Formal" | "Active";
                                date: string;
                                day: number;
                                items: {
                                    brand: string | null;
                                    category: string;
                                    from_wardrobe: boolean;
                                    id: string;
                                    image_url: string | null;
                                    is_product: boolean;
                                    name: string;
                                    price: number | null;
                                    shop_url: string | null;
                                    /** @enum {string} */
                                    slot: "dress" | "top" | "bottom" | "outerwear" | "shoes" | "bag" | "accessories";
                                }[];
                                styling_tips: string[];
                                weather: {
                                    /** @enum {string} */
                                    condition: "Sunny" | "Partly Cloudy" | "Cloudy" | "Fog" | "Showers" | "Rain" | "Thunderstorms" | "Snow";
                                    high_c: number;
                                    high_f: number;
                                    icon: string;
                                    low_c: number;
                                    low_f: number;
                                    rain_chance: number | null;
                                    /** @enum {string} */
                                    source: "normals" | "forecast" | "fallback";
                                    temp_c: number;
                                    temp_f: number;
                                };
                            }[];
                            destination: string;
                            end_date: string;
                            fallback: boolean;
                            id: string;
                            notice: {
                                description: string;
                                title: string;
                            } | null;
                            packing: {
                                items: {
                                    brand: string | null;
                                    category: string;
                                    count: number;
                                    days: number[];
                                    from_wardrobe: boolean;
                                    id: string;
                                    image_url: string | null;
                                    is_product: boolean;
                                    name: string;
                                    price: number | null;
                                    shop_url: string | null;
                                    /** @enum {string} */
                                    slot: "dress" | "top" | "bottom" | "outerwear" | "shoes" | "bag" | "accessories";
                                }[];
                                owned: number;
                                pieces: number;
                                to_buy: number;
                                total_to_buy: number;
                            };
                            price_tier: ("budget" | "mid" | "luxury") | null;
                            start_date: string;
                            trip_name: string;
                            updated_at: string;
                            /** @default null */
                            weather_from: {
                                name: string;
                                reason: string;
                            } | null;
                            weather_note: string;
                        };
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_trips_remove: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    id: string;
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        removed: string;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_wardrobe_add: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    brand?: string;
                    /** @enum {string} */
                    category: "Tops" | "Bottoms" | "Dresses" | "Outerwear" | "Shoes" | "Accessories" | "Bags" | "Jewelry" | "Activewear" | "Sleepwear";
                    color?: string;
                    /** Format: uri */
                    image_url?: string;
                    item_name: string;
                    /** Format: uri */
                    link?: string;
                    /**
                     * @default link
                     * @enum {string}
                     */
                    mode?: "link" | "photo";
                    notes?: string;
                    purchase_price?: number;
                    tags?: string[];
                    /** Format: uuid */
                    uploadId?: string;
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        item: {
                            brand: string | null;
                            category: string;
                            color: string | null;
                            corrected_attributes: ("formality" | "warmth" | "seasons" | "occasions")[];
                            created_at: string;
                            formality: number;
                            id: string;
                            image_url: string | null;
                            item_name: string;
                            link: string | null;
                            notes: string | null;
                            occasions: ("wedding-guest" | "black-tie" | "interview" | "office" | "date" | "party" | "festival" | "beach" | "brunch" | "funeral" | "travel" | "gym" | "casual" | "lounge")[];
                            purchase_price: number | null;
                            seasons: ("spring" | "summer" | "autumn" | "winter")[];
                            slot: ("dress" | "top" | "bottom" | "outerwear" | "shoes" | "bag" | "accessories") | null;
                            style_analysis: {
                                aesthetic_category: string;
                                color_palette: {
                                    hex: string;
                                    name: string;
                                    share: number;
                                }[];
                                confidence_score: number;
                                matched_influencers: {
                                    handle: string;
                                    name: string;
                                    similarity_score: number;
                                }[];
                                silhouettes: string[];
                                style_elements: string[];
                            } | null;
                            style_words: string[];
                            tags: string[];
                            updated_at: string;
                            warmth: number;
                        };
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_wardrobe_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    category?: ("Tops" | "Bottoms" | "Dresses" | "Outerwear" | "Shoes" | "Accessories" | "Bags" | "Jewelry" | "Activewear" | "Sleepwear") | "all";
                    /** @default 200 */
                    limit?: number;
                    query?: string;
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            brand: string | null;
                            category: string;
                            color: string | null;
                            corrected_attributes: ("formality" | "warmth" | "seasons" | "occasions")[];
                            created_at: string;
                            formality: number;
                            id: string;
                            image_url: string | null;
                            item_name: string;
                            link: string | null;
                            notes: string | null;
                            occasions: ("wedding-guest" | "black-tie" | "interview" | "office" | "date" | "party" | "festival" | "beach" | "brunch" | "funeral" | "travel" | "gym" | "casual" | "lounge")[];
                            purchase_price: number | null;
                            seasons: ("spring" | "summer" | "autumn" | "winter")[];
                            slot: ("dress" | "top" | "bottom" | "outerwear" | "shoes" | "bag" | "accessories") | null;
                            style_analysis: {
                                aesthetic_category: string;
                                color_palette: {
                                    hex: string;
                                    name: string;
                                    share: number;
                                }[];
                                confidence_score: number;
                                matched_influencers: {
                                    handle: string;
                                    name: string;
                                    similarity_score: number;
                                }[];
                                silhouettes: string[];
                                style_elements: string[];
                            } | null;
                            style_words: string[];
                            tags: string[];
                            updated_at: string;
                            warmth: number;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_wardrobe_remove: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    id: string;
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        removed: string;
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    tool_wardrobe_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    brand?: string | null;
                    /** @enum {string} */
                    category?: "Tops" | "Bottoms" | "Dresses" | "Outerwear" | "Shoes" | "Accessories" | "Bags" | "Jewelry" | "Activewear" | "Sleepwear";
                    color?: string | null;
                    formality?: number | null;
                    /** Format: uuid */
                    id: string;
                    item_name?: string;
                    notes?: string | null;
                    occasions?: ("wedding-guest" | "black-tie" | "interview" | "office" | "date" | "party" | "festival" | "beach" | "brunch" | "funeral" | "travel" | "gym" | "casual" | "lounge")[] | null;
                    purchase_price?: number | null;
                    seasons?: ("spring" | "summer" | "autumn" | "winter")[] | null;
                    tags?: string[];
                    warmth?: number | null;
                };
            };
        };
        responses: {
            /** @description The tool ran; its output. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        item: {
                            brand: string | null;
                            category: string;
                            color: string | null;
                            corrected_attributes: ("formality" | "warmth" | "seasons" | "occasions")[];
                            created_at: string;
                            formality: number;
                            id: string;
                            image_url: string | null;
                            item_name: string;
                            link: string | null;
                            notes: string | null;
                            occasions: ("wedding-guest" | "black-tie" | "interview" | "office" | "date" | "party" | "festival" | "beach" | "brunch" | "funeral" | "travel" | "gym" | "casual" | "lounge")[];
                            purchase_price: number | null;
                            seasons: ("spring" | "summer" | "autumn" | "winter")[];
                            slot: ("dress" | "top" | "bottom" | "outerwear" | "shoes" | "bag" | "accessories") | null;
                            style_analysis: {
                                aesthetic_category: string;
                                color_palette: {
                                    hex: string;
                                    name: string;
                                    share: number;
                                }[];
                                confidence_score: number;
                                matched_influencers: {
                                    handle: string;
                                    name: string;
                                    similarity_score: number;
                                }[];
                                silhouettes: string[];
                                style_elements: string[];
                            } | null;
                            style_words: string[];
                            tags: string[];
                            updated_at: string;
                            warmth: number;
                        };
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    uploadPhotos: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @enum {string} */
                    bucket: "wardrobe" | "style-inspiration";
                    files: string[];
                };
            };
        };
        responses: {
            /** @description The stored photos, in the order sent. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        uploads: {
                            /** @enum {string} */
                            bucket: "wardrobe" | "style-inspiration";
                            bytes: number;
                            /** @constant */
                            contentType: "image/webp";
                            createdAt: string;
                            height: number;
                            /** Format: uuid */
                            id: string;
                            path: string;
                            /** @enum {string} */
                            sourceType: "image/jpeg" | "image/png" | "image/webp" | "image/avif" | "image/heic";
                            url: string;
                            width: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            413: components["responses"]["Problem413"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Healthy. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        db: "ok";
                        /** @constant */
                        status: "ok";
                        /** @constant */
                        storage: "ok";
                    };
                };
            };
            /** @description Degraded (Retry-After says when to look again). */
            503: {
                headers: {
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        db: string;
                        /** @constant */
                        status: "degraded";
                        storage: string;
                    };
                };
            };
        };
    };
}
