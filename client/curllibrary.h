// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <curl/curl.h>

namespace polychip::client {

/**
 * libcurl, loaded when the client first needs it rather than by the program loader.
 * libcurl.so.4 brings 27 libraries of its own (GnuTLS, Kerberos, LDAP, SSH, ...): mapping and
 * relocating them took the console about 12 ms before main(), all of it before a first frame
 * that makes no request. Each member is the libcurl function of that name, as curl.h declares
 * it (curl_easy_setopt as easySetopt); only those the client calls are here.
 */
struct CurlLibrary
{
    decltype(&::curl_easy_init) easyInit = nullptr;
    decltype(&::curl_easy_cleanup) easyCleanup = nullptr;
    decltype(&::curl_easy_setopt) easySetopt = nullptr;
    decltype(&::curl_easy_getinfo) easyGetinfo = nullptr;
    decltype(&::curl_easy_strerror) easyStrerror = nullptr;
    decltype(&::curl_multi_init) multiInit = nullptr;
    decltype(&::curl_multi_cleanup) multiCleanup = nullptr;
    decltype(&::curl_multi_setopt) multiSetopt = nullptr;
    decltype(&::curl_multi_add_handle) multiAddHandle = nullptr;
    decltype(&::curl_multi_remove_handle) multiRemoveHandle = nullptr;
    decltype(&::curl_multi_perform) multiPerform = nullptr;
    decltype(&::curl_multi_info_read) multiInfoRead = nullptr;
    decltype(&::curl_multi_poll) multiPoll = nullptr;
    decltype(&::curl_multi_wakeup) multiWakeup = nullptr;
    decltype(&::curl_slist_append) slistAppend = nullptr;
    decltype(&::curl_slist_free_all) slistFreeAll = nullptr;
    decltype(&::curl_url) url = nullptr;
    decltype(&::curl_url_set) urlSet = nullptr;
    decltype(&::curl_url_get) urlGet = nullptr;
    decltype(&::curl_url_cleanup) urlCleanup = nullptr;
    decltype(&::curl_free) free = nullptr;
    decltype(&::curl_getdate) getdate = nullptr;
    decltype(&::curl_version) version = nullptr;

    /// The library, loaded and initialised (curl_global_init) by the first call, from any
    /// thread. Throws std::runtime_error saying why when it cannot be loaded (libcurl4 not
    /// installed): the client cannot work without it, as the program could not start before.
    static const CurlLibrary &get();
};

} // namespace polychip::client
