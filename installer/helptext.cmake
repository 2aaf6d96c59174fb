# SPDX-FileCopyrightText: 2026 Polychip contributors
# SPDX-License-Identifier: MIT
#
# Included by manpage.cmake and checkmanpage.cmake: the --help of PROGRAM as a list of lines.
# A line's own semicolons stand as @SEMICOLON@ (a CMake list is split at them); help_line()
# gives them back.
cmake_policy(VERSION 3.20) # a script has no cmake_minimum_required(); empty lines are kept

function(read_help program out)
    execute_process(
        COMMAND ${CMAKE_COMMAND} -E env QT_QPA_PLATFORM=offscreen ASAN_OPTIONS=detect_leaks=0
                ${program} --help
        OUTPUT_VARIABLE help
        ERROR_VARIABLE errors
        RESULT_VARIABLE status)
    if(NOT status EQUAL 0 OR help STREQUAL "")
        message(FATAL_ERROR "${program} --help failed (${status}): ${errors}")
    endif()
    string(REGEX REPLACE "\n+$" "" help "${help}")
    string(REPLACE ";" "@SEMICOLON@" help "${help}")
    string(REPLACE "\n" ";" lines "${help}")
    set(${out} "${lines}" PARENT_SCOPE)
endfunction()

function(help_line line out)
    string(REPLACE "@SEMICOLON@" ";" line "${line}")
    set(${out} "${line}" PARENT_SCOPE)
endfunction()
