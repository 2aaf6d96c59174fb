# SPDX-FileCopyrightText: 2026 Polychip contributors
# SPDX-License-Identifier: MIT
#
# Writes a man page from a program's --help, so the two cannot drift:
#   cmake -DPROGRAM=<exe> -DNAME=<name> -DSUMMARY=<one line> -DVERSION=<v> -DSEE_ALSO=<a(1)>
#         -DOUTPUT=<file.1> -P manpage.cmake
# The help's first line (usage) becomes SYNOPSIS, the second DESCRIPTION, the rest OPTIONS,
# kept as the program prints it (no fill), with troff's special characters escaped.
cmake_policy(VERSION 3.20) # a script has no cmake_minimum_required(); empty lines are kept
execute_process(
    COMMAND ${CMAKE_COMMAND} -E env QT_QPA_PLATFORM=offscreen ASAN_OPTIONS=detect_leaks=0
            ${PROGRAM} --help
    OUTPUT_VARIABLE help
    ERROR_VARIABLE errors
    RESULT_VARIABLE status)
if(NOT status EQUAL 0 OR help STREQUAL "")
    message(FATAL_ERROR "${PROGRAM} --help failed (${status}): ${errors}")
endif()
string(REPLACE "\\" "\\e" help "${help}")
string(REGEX REPLACE "\n+$" "" help "${help}")
# One list item per line: the text's own semicolons are kept aside first.
string(REPLACE ";" "@SEMICOLON@" help "${help}")
string(REPLACE "\n" ";" lines "${help}")
list(POP_FRONT lines usage)
list(POP_FRONT lines description)
# The usage names the program by the path it was run from: by its name in the page.
string(REGEX REPLACE "^Usage: [^ ]* *" "" usage "${usage}")
string(REPLACE "@SEMICOLON@" ";" usage "${usage}")
string(REPLACE "@SEMICOLON@" ";" description "${description}")
set(body "")
foreach(line IN LISTS lines)
    # A line starting with . or ' would be a request to troff.
    string(REGEX REPLACE "^([.'])" "\\\\&\\1" line "${line}")
    string(REPLACE "@SEMICOLON@" ";" line "${line}")
    string(APPEND body "${line}\n")
endforeach()
string(TOUPPER "${NAME}" title)
file(WRITE ${OUTPUT}
".TH ${title} 1 \"\" \"${NAME} ${VERSION}\" \"User Commands\"
.SH NAME
${NAME} \\- ${SUMMARY}
.SH SYNOPSIS
.B ${NAME}
${usage}
.SH DESCRIPTION
${description}
.SH OPTIONS
.nf
${body}.fi
.SH SEE ALSO
${SEE_ALSO}
")
