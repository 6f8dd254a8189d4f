#include <stdio.h>
#include <vo/core.h>
#include <vo/codec.h>
#include <vo/fmt.h>
#include <vo/rt.h>

int main(void)
{
    long x, total = 0;
    while (scanf("%ld", &x) == 1) {
        long v = vo_codec_scramble(x);
        v = vo_core_divide(v);
        v = vo_fmt_offset(v);
        v = vo_rt_scale(v);
        printf("%ld %ld\n", x, v);
        total += v;
    }
    printf("total %ld\n", total);
    return 0;
}
