# cmake -DIN=<csv> -DOUT=<c file> -DPREFIX=<library> -P gen_table.cmake
# The CSV has a header line and one `slot,value` row per slot, in slot order.
file(STRINGS "${IN}" rows)
set(body "")
set(n 0)
foreach(row IN LISTS rows)
  string(STRIP "${row}" row)
  if(row STREQUAL "" OR row MATCHES "^#" OR row MATCHES "^slot")
    continue()
  endif()
  string(REPLACE "," ";" cols "${row}")
  list(GET cols 1 value)
  string(APPEND body "    ${value},\n")
  math(EXPR n "${n} + 1")
endforeach()
file(WRITE "${OUT}" "/* Generated from ${IN} by gen_table.cmake: do not edit. */\n"
     "const long ${PREFIX}_table[] = {\n${body}};\nconst int ${PREFIX}_table_len = ${n};\n")
