# SPDX-FileCopyrightText: 2026 Polychip contributors
# SPDX-License-Identifier: MIT
#
# Fails unless the man page PAGE lists every option PROGRAM's --help prints, each line of the
# help intact: cmake -DPROGRAM=<exe> -DPAGE=<file.1> -P checkmanpage.cmake
cmake_policy(VERSION 3.20)
execute_process(
    COMMAND ${CMAKE_COMMAND} -E env QT_QPA_PLATFORM=offscreen ASAN_OPTIONS=detect_leaks=0
            ${PROGRAM} --help
    OUTPUT_VARIABLE help
    RESULT_VARIABLE status)
if(NOT status EQUAL 0)
    message(FATAL_ERROR "${PROGRAM} --help failed: ${status}")
endif()
file(READ ${PAGE} page)
string(REPLACE "\\e" "\\" page "${page}")
string(REGEX MATCHALL "--[a-z][a-z-]*" options "${help}")
list(REMOVE_DUPLICATES options)
list(LENGTH options count)
if(count LESS 3)
    message(FATAL_ERROR "${PROGRAM} --help lists ${count} options: not a help text")
endif()
foreach(option IN LISTS options)
    string(FIND "${page}" "${option}" at)
    if(at EQUAL -1)
        message(FATAL_ERROR "${PAGE} does not mention ${option}")
    endif()
endforeach()
# Every option line as printed, with its description (no line split or lost).
string(REPLACE ";" "@SEMICOLON@" help "${help}")
string(REPLACE "\n" ";" lines "${help}")
foreach(line IN LISTS lines)
    string(REPLACE "@SEMICOLON@" ";" line "${line}")
    string(STRIP "${line}" line)
    if(line MATCHES "^-")
        string(FIND "${page}" "${line}" at)
        if(at EQUAL -1)
            message(FATAL_ERROR "${PAGE} lacks the line: ${line}")
        endif()
    endif()
endforeach()
message(STATUS "${PAGE}: ${count} options, as --help prints them")
