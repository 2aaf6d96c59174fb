# SPDX-FileCopyrightText: 2026 Polychip contributors
# SPDX-License-Identifier: MIT

# ccache when it is installed (never required): rebuilds after a branch switch or a header
# touched and back cost seconds instead of minutes.
# With precompiled headers ccache caches only when told to trust them (sloppiness).
find_program(POLYCHIP_CCACHE ccache)
if(POLYCHIP_CCACHE AND NOT CMAKE_CXX_COMPILER_LAUNCHER)
    set(CMAKE_CXX_COMPILER_LAUNCHER ${CMAKE_COMMAND} -E env
        CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime
        ${POLYCHIP_CCACHE})
endif()

# Precompiled headers: Qt, nlohmann/json and the wire types are parsed once per target (and once
# per group of tests) instead of once per file, which was a third of each file's compile time.
# OFF checks that every file includes what it uses.
option(POLYCHIP_PCH "Precompile the Qt, nlohmann/json and wire-type headers" ON)

# polychip_precompile(<target> <header>...): the target's files start from these headers.
function(polychip_precompile target)
    if(POLYCHIP_PCH)
        target_precompile_headers(${target} PRIVATE ${ARGN})
    endif()
endfunction()

# Unity builds of the libraries: each library's files are compiled in batches of eight, one
# translation unit a batch, so that what the files share (Qt, nlohmann/json, the codecs' and
# the models' templates) is instantiated and compiled once a batch, not once a file. In clean
# Debug builds (ninja's log of `make test` on a clean clone) the libraries' files took 643 s of
# CPU, 279 s so; the build, on two cores, 775 s -> 575 s. Tests are one file each: nothing to
# batch. OFF for quick rebuilds of a single file,
# and to check that every file includes what it uses (with POLYCHIP_PCH=OFF).
option(POLYCHIP_UNITY "Compile each library's files in batches (unity build)" ON)

# GNU gold (part of binutils, so there whenever g++ is) links a test executable with its debug
# information about twice as fast as the default linker: 2.7 s instead of 6.4 s for a GUI test
# on the CI machine kind, and the build links about sixty of them.
option(POLYCHIP_GOLD "Link with GNU gold when the toolchain has it" ON)
if(POLYCHIP_GOLD)
    include(CheckLinkerFlag)
    check_linker_flag(CXX -fuse-ld=gold POLYCHIP_HAS_GOLD)
    if(POLYCHIP_HAS_GOLD)
        add_link_options(-fuse-ld=gold)
    endif()
endif()

# Debug information of Debug builds: "full" (-g) for a debugger session; "lines" (-g1: line
# tables and function names, all that sanitizer reports and crash backtraces use) for the suite's
# builds, `make test` among them: a test file compiles about 12 % faster and links faster.
set(POLYCHIP_DEBUG_INFO "full" CACHE STRING "Debug information of Debug builds: full or lines")
set_property(CACHE POLYCHIP_DEBUG_INFO PROPERTY STRINGS full lines)
if(POLYCHIP_DEBUG_INFO STREQUAL "lines")
    add_compile_options($<$<CONFIG:Debug>:-g1>)
elseif(NOT POLYCHIP_DEBUG_INFO STREQUAL "full")
    message(FATAL_ERROR "POLYCHIP_DEBUG_INFO is full or lines, not '${POLYCHIP_DEBUG_INFO}'")
endif()

# Sanitizers apply to every target, third-party code compiled here included, so that the
# whole suite runs instrumented (make test-sanitize).
if(POLYCHIP_SANITIZE)
    add_compile_options(-fsanitize=${POLYCHIP_SANITIZE} -fno-omit-frame-pointer
                        -fno-sanitize-recover=all)
    add_link_options(-fsanitize=${POLYCHIP_SANITIZE})
endif()

# Fuzzing (make fuzz): every file carries libFuzzer's coverage instrumentation, so the fuzzer
# sees the paths taken inside the decoders and the simulator, not only in its own program.
if(POLYCHIP_FUZZ)
    if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
        message(FATAL_ERROR "POLYCHIP_FUZZ needs clang (libFuzzer): -DCMAKE_CXX_COMPILER=clang++")
    endif()
    add_compile_options(-fsanitize=fuzzer-no-link)
endif()

# polychip_set_defaults(<target> [TEST]): the project's warning level on one of our own targets.
# Product code must say which strings are user-visible (tr) and which are not (QStringLiteral);
# tests may use plain literals (TEST). A library is built in batches (POLYCHIP_UNITY).
function(polychip_set_defaults target)
    cmake_parse_arguments(ARG "TEST" "" "" ${ARGN})
    target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic)
    if(POLYCHIP_WERROR)
        target_compile_options(${target} PRIVATE -Werror)
    endif()
    target_compile_definitions(${target} PRIVATE QT_NO_KEYWORDS)
    get_target_property(type ${target} TYPE)
    if(type STREQUAL "STATIC_LIBRARY")
        set_target_properties(${target} PROPERTIES UNITY_BUILD ${POLYCHIP_UNITY})
    endif()
    if(NOT ARG_TEST)
        target_compile_definitions(${target} PRIVATE QT_NO_CAST_FROM_ASCII
                                                     QT_NO_URL_CAST_FROM_STRING)
    endif()
endfunction()

# What the targets' files have in common, layer by layer (each list includes the one before).
set(POLYCHIP_PCH_STD <algorithm> <chrono> <functional> <map> <memory> <optional> <string>
    <string_view> <vector>)
set(POLYCHIP_PCH_API ${POLYCHIP_PCH_STD} <nlohmann/json.hpp> <api/types.h> <api/codec.h>)
set(POLYCHIP_PCH_QTCORE ${POLYCHIP_PCH_API} <QObject> <QString> <QStringList> <QList> <QHash>
    <QTimer> <QDateTime> <QPointer>)
set(POLYCHIP_PCH_QTWIDGETS ${POLYCHIP_PCH_QTCORE} <QWidget> <QLabel> <QBoxLayout> <QPushButton>
    <QToolButton> <QLineEdit> <QComboBox> <QAction> <QAbstractItemModel> <QHeaderView>
    <QTableView> <QStyle> <QEvent> <QLocale> <QDialog>)
