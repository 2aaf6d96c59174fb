// SPDX-FileCopyrightText: 2026 Polychip contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <dlfcn.h>

#include <bit>
#include <stdexcept>
#include <string>
#include <type_traits>

namespace polychip::client {

/**
 * A shared library opened by the program when it first needs it rather than by the program
 * loader (libcurl, libcrypto: see curllibrary.h and signing/signature.cpp), and its functions
 * by name. Never closed: its functions are called until the process ends. Every failure throws
 * std::runtime_error naming the library and saying why.
 */
class LoadedLibrary
{
public:
    /// Opens `soname` ("libcurl.so.4").
    explicit LoadedLibrary(const char *soname)
        : m_soname(soname)
        , m_handle(dlopen(soname, RTLD_NOW | RTLD_LOCAL))
    {
        if (!m_handle)
            fail("cannot load it");
    }

    /// Sets `function` to the library's function `name`; its type is the caller's to get
    /// right (declare it with decltype of the header's declaration).
    template <class F>
    void bind(F &function, const char *name) const
    {
        static_assert(std::is_pointer_v<F>, "a pointer to the function");
        void *symbol = dlsym(m_handle, name);
        if (!symbol)
            fail(std::string("no ") + name + " in it");
        function = std::bit_cast<F>(symbol);
    }

private:
    [[noreturn]] void fail(const std::string &what) const
    {
        const char *why = dlerror();
        throw std::runtime_error(std::string(m_soname) + ": " + what
                                 + (why ? std::string(": ") + why : std::string()));
    }

    const char *m_soname;
    void *m_handle;
};

} // namespace polychip::client
