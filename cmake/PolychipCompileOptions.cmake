# SPDX-FileCopyrightText: 2026 Polychip contributors
# SPDX-License-Identifier: MIT

# ccache when it is installed (never required): rebuilds after a branch switch or a header
# touched and back cost seconds instead of minutes.
find_program(POLYCHIP_CCACHE ccache)
if(POLYCHIP_CCACHE AND NOT CMAKE_CXX_COMPILER_LAUNCHER)
    set(CMAKE_CXX_COMPILER_LAUNCHER ${POLYCHIP_CCACHE})
endif()

# Sanitizers apply to every target, third-party code compiled here included, so that the
# whole suite runs instrumented (make test-sanitize).
if(POLYCHIP_SANITIZE)
    add_compile_options(-fsanitize=${POLYCHIP_SANITIZE} -fno-omit-frame-pointer
                        -fno-sanitize-recover=all)
    add_link_options(-fsanitize=${POLYCHIP_SANITIZE})
endif()

# polychip_set_defaults(<target> [TEST]): the project's warning level on one of our own targets.
# Product code must say which strings are user-visible (tr) and which are not (QStringLiteral);
# tests may use plain literals (TEST).
function(polychip_set_defaults target)
    cmake_parse_arguments(ARG "TEST" "" "" ${ARGN})
    target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic)
    if(POLYCHIP_WERROR)
        target_compile_options(${target} PRIVATE -Werror)
    endif()
    target_compile_definitions(${target} PRIVATE QT_NO_KEYWORDS)
    if(NOT ARG_TEST)
        target_compile_definitions(${target} PRIVATE QT_NO_CAST_FROM_ASCII
                                                     QT_NO_URL_CAST_FROM_STRING)
    endif()
endfunction()
