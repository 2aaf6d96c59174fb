// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "curllibrary.h"

#include "loadedlibrary.h"

#include <stdexcept>

namespace polychip::client {

namespace {

/// libcurl's soname since 7.16 (2006); the one the headers we compile against describe.
constexpr char kSoname[] = "libcurl.so.4";

CurlLibrary load()
{
    const LoadedLibrary library(kSoname);
    CurlLibrary c;
    library.bind(c.easyInit, "curl_easy_init");
    library.bind(c.easyCleanup, "curl_easy_cleanup");
    library.bind(c.easySetopt, "curl_easy_setopt");
    library.bind(c.easyGetinfo, "curl_easy_getinfo");
    library.bind(c.easyStrerror, "curl_easy_strerror");
    library.bind(c.multiInit, "curl_multi_init");
    library.bind(c.multiCleanup, "curl_multi_cleanup");
    library.bind(c.multiSetopt, "curl_multi_setopt");
    library.bind(c.multiAddHandle, "curl_multi_add_handle");
    library.bind(c.multiRemoveHandle, "curl_multi_remove_handle");
    library.bind(c.multiPerform, "curl_multi_perform");
    library.bind(c.multiInfoRead, "curl_multi_info_read");
    library.bind(c.multiPoll, "curl_multi_poll");
    library.bind(c.multiWakeup, "curl_multi_wakeup");
    library.bind(c.slistAppend, "curl_slist_append");
    library.bind(c.slistFreeAll, "curl_slist_free_all");
    library.bind(c.url, "curl_url");
    library.bind(c.urlSet, "curl_url_set");
    library.bind(c.urlGet, "curl_url_get");
    library.bind(c.urlCleanup, "curl_url_cleanup");
    library.bind(c.free, "curl_free");
    library.bind(c.getdate, "curl_getdate");
    library.bind(c.version, "curl_version");
    decltype(&::curl_global_init) globalInit = nullptr;
    library.bind(globalInit, "curl_global_init");
    if (globalInit(CURL_GLOBAL_DEFAULT) != CURLE_OK)
        throw std::runtime_error("libcurl: curl_global_init failed");
    return c;
}

} // namespace

const CurlLibrary &CurlLibrary::get()
{
    // A function-local static: loaded once, other threads wait for it (and a throw lets the
    // next call try again).
    static const CurlLibrary library = load();
    return library;
}

} // namespace polychip::client
