# SPDX-FileCopyrightText: 2026 Polychip contributors
# SPDX-License-Identifier: MIT
#
# Fails unless the man page PAGE lists every option PROGRAM's --help prints, each line of the
# help intact: cmake -DPROGRAM=<exe> -DPAGE=<file.1> -P checkmanpage.cmake
include(${CMAKE_CURRENT_LIST_DIR}/helptext.cmake)
read_help(${PROGRAM} lines)
file(READ ${PAGE} page)
string(REPLACE "\\e" "\\" page "${page}")
string(REGEX MATCHALL "--[a-z][a-z-]*" options "${lines}")
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
foreach(line IN LISTS lines)
    help_line("${line}" line)
    string(STRIP "${line}" line)
    if(line MATCHES "^-")
        string(FIND "${page}" "${line}" at)
        if(at EQUAL -1)
            message(FATAL_ERROR "${PAGE} lacks the line: ${line}")
        endif()
    endif()
endforeach()
message(STATUS "${PAGE}: ${count} options, as --help prints them")
