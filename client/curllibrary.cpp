// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#include "curllibrary.h"

#include <dlfcn.h>

#include <bit>
#include <stdexcept>
#include <string>

namespace polychip::client {

namespace {

/// libcurl's soname since 7.16 (2006); the one the headers we compile against describe.
constexpr char kSoname[] = "libcurl.so.4";

[[noreturn]] void fail(const std::string &what)
{
    const char *why = dlerror();
    throw std::runtime_error("libcurl: " + what + (why ? std::string(": ") + why : std::string()));
}

CurlLibrary load()
{
    // Never closed: its functions are called until the process ends.
    void *library = dlopen(kSoname, RTLD_NOW | RTLD_LOCAL);
    if (!library)
        fail(std::string("cannot load ") + kSoname);
    const auto bind = [library](auto &function, const char *name) {
        void *symbol = dlsym(library, name);
        if (!symbol)
            fail(std::string("no ") + name + " in " + kSoname);
        function = std::bit_cast<std::remove_reference_t<decltype(function)>>(symbol);
    };
    CurlLibrary c;
    bind(c.easyInit, "curl_easy_init");
    bind(c.easyCleanup, "curl_easy_cleanup");
    bind(c.easySetopt, "curl_easy_setopt");
    bind(c.easyGetinfo, "curl_easy_getinfo");
    bind(c.easyStrerror, "curl_easy_strerror");
    bind(c.multiInit, "curl_multi_init");
    bind(c.multiCleanup, "curl_multi_cleanup");
    bind(c.multiSetopt, "curl_multi_setopt");
    bind(c.multiAddHandle, "curl_multi_add_handle");
    bind(c.multiRemoveHandle, "curl_multi_remove_handle");
    bind(c.multiPerform, "curl_multi_perform");
    bind(c.multiInfoRead, "curl_multi_info_read");
    bind(c.multiPoll, "curl_multi_poll");
    bind(c.multiWakeup, "curl_multi_wakeup");
    bind(c.slistAppend, "curl_slist_append");
    bind(c.slistFreeAll, "curl_slist_free_all");
    bind(c.url, "curl_url");
    bind(c.urlSet, "curl_url_set");
    bind(c.urlGet, "curl_url_get");
    bind(c.urlCleanup, "curl_url_cleanup");
    bind(c.free, "curl_free");
    bind(c.getdate, "curl_getdate");
    bind(c.version, "curl_version");
    decltype(&::curl_global_init) globalInit = nullptr;
    bind(globalInit, "curl_global_init");
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
