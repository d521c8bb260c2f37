<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi_VN" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>About tracker</source>
        <translation>Giới thiệu tracker</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;tracker&lt;/b&gt;: a baccarat scorecard tracker and shoe-history analyzer.&lt;/p&gt;&lt;p&gt;%1 The scorecards and statistics show what happened; beside them, what chance predicts. tracker never offers a prediction.&lt;/p&gt;&lt;p&gt;F1 lists every key.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;tracker&lt;/b&gt;: công cụ ghi bảng cầu baccarat và phân tích lịch sử shoe.&lt;/p&gt;&lt;p&gt;%1 Bảng cầu và thống kê cho thấy những gì đã xảy ra; bên cạnh là những gì xác suất cho thấy. tracker không bao giờ đưa ra dự đoán.&lt;/p&gt;&lt;p&gt;Nhấn F1 để xem mọi phím tắt.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Backtest</name>
    <message>
        <source>Flat</source>
        <translation>Cược đều</translation>
    </message>
    <message>
        <source>one unit every hand</source>
        <translation>một đơn vị mỗi ván</translation>
    </message>
    <message>
        <source>Martingale</source>
        <translation>Martingale</translation>
    </message>
    <message>
        <source>double after a loss, back to one unit after a win or when the double would pass the table maximum</source>
        <translation>thua thì gấp đôi, thắng hoặc khi gấp đôi sẽ vượt mức cược tối đa của bàn thì trở về một đơn vị</translation>
    </message>
    <message>
        <source>Paroli</source>
        <translation>Paroli</translation>
    </message>
    <message>
        <source>double after a win, back to one unit after three wins in a row or a loss</source>
        <translation>thắng thì gấp đôi, sau ba ván thắng liên tiếp hoặc một ván thua thì trở về một đơn vị</translation>
    </message>
    <message>
        <source>d&apos;Alembert</source>
        <translation>d&apos;Alembert</translation>
    </message>
    <message>
        <source>one unit more after a loss, one less after a win (never below one)</source>
        <translation>thua thì thêm một đơn vị, thắng thì bớt một (không dưới một)</translation>
    </message>
    <message>
        <source>1-3-2-6</source>
        <translation>1-3-2-6</translation>
    </message>
    <message>
        <source>1, 3, 2, 6 units on wins in a row, back to 1 after a loss or the fourth win</source>
        <translation>thắng liên tiếp thì cược 1, 3, 2, 6 đơn vị, thua hoặc thắng lần thứ tư thì trở về 1</translation>
    </message>
    <message>
        <source>Fibonacci</source>
        <translation>Fibonacci</translation>
    </message>
    <message>
        <source>one step up the Fibonacci numbers after a loss, two steps down after a win</source>
        <translation>thua thì lên một bậc trong dãy Fibonacci, thắng thì xuống hai bậc</translation>
    </message>
    <message>
        <source>Labouchère</source>
        <translation>Labouchère</translation>
    </message>
    <message>
        <source>stake the first and last numbers of the line; a win crosses them off, a loss adds the stake to the end; a cleared line starts again</source>
        <translation>cược tổng số đầu và số cuối của dãy; thắng thì gạch hai số đó, thua thì thêm số tiền cược vào cuối dãy; gạch hết dãy thì bắt đầu lại</translation>
    </message>
    <message>
        <source>Follow the last winner</source>
        <translation>Theo bên thắng ván trước</translation>
    </message>
    <message>
        <source>one unit on the side that won the last decision</source>
        <translation>một đơn vị vào bên đã thắng ván phân thắng thua gần nhất</translation>
    </message>
    <message>
        <source>Bet against the last winner</source>
        <translation>Cược ngược bên thắng ván trước</translation>
    </message>
    <message>
        <source>one unit on the side that lost the last decision</source>
        <translation>một đơn vị vào bên đã thua ván phân thắng thua gần nhất</translation>
    </message>
    <message>
        <source>Follow a derived road</source>
        <translation>Theo đường phụ</translation>
    </message>
    <message>
        <source>one unit on the side that would repeat the derived road&apos;s last colour</source>
        <translation>một đơn vị vào bên sẽ lặp lại màu cuối của đường phụ</translation>
    </message>
    <message>
        <source>Pattern rules</source>
        <translation>Quy tắc theo mẫu</translation>
    </message>
    <message>
        <source>the first of your rules whose pattern matches the last results</source>
        <translation>theo quy tắc đầu tiên của bạn có mẫu khớp với các kết quả gần nhất</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>Nhà Cái</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Người Chơi</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Hòa</translation>
    </message>
    <message>
        <source>Player pair</source>
        <translation>Đôi Người Chơi</translation>
    </message>
    <message>
        <source>Banker pair</source>
        <translation>Đôi Nhà Cái</translation>
    </message>
    <message>
        <source>Big Eye Boy</source>
        <translation>Mắt to</translation>
    </message>
    <message>
        <source>Small Road</source>
        <translation>Đường nhỏ</translation>
    </message>
    <message>
        <source>Cockroach Pig</source>
        <translation>Đường gián</translation>
    </message>
    <message>
        <source>Shoes</source>
        <translation>Số shoe</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Số ván</translation>
    </message>
    <message>
        <source>Bets placed</source>
        <translation>Số lần cược</translation>
    </message>
    <message>
        <source>Wagered</source>
        <translation>Tổng tiền cược</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Lãi/lỗ ròng</translation>
    </message>
    <message>
        <source>Net per unit wagered</source>
        <translation>Lãi/lỗ ròng trên mỗi đơn vị cược</translation>
    </message>
    <message>
        <source>Expected net</source>
        <translation>Lãi/lỗ ròng kỳ vọng</translation>
    </message>
    <message>
        <source>Expected per unit wagered</source>
        <translation>Kỳ vọng trên mỗi đơn vị cược</translation>
    </message>
    <message>
        <source>%1 (the house edge)</source>
        <translation>%1 (lợi thế nhà cái)</translation>
    </message>
    <message>
        <source>Standard error</source>
        <translation>Sai số chuẩn</translation>
    </message>
    <message>
        <source>Shoes busted</source>
        <translation>Số shoe cháy vốn</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 trên %2</translation>
    </message>
    <message>
        <source>A shoe&apos;s net</source>
        <translation>Lãi/lỗ ròng một shoe</translation>
    </message>
    <message>
        <source>median %1, 5%–95% %2 to %3; %4 shoes ahead</source>
        <translation>trung vị %1, 5%–95% từ %2 đến %3; %4 shoe có lãi</translation>
    </message>
</context>
<context>
    <name>BacktestWindow</name>
    <message>
        <source>Backtest a betting system — tracker</source>
        <translation>Kiểm thử hệ thống cược — tracker</translation>
    </message>
    <message>
        <source>Simulated shoes</source>
        <translation>Shoe mô phỏng</translation>
    </message>
    <message>
        <source>The shown shoe</source>
        <translation>Shoe đang hiện</translation>
    </message>
    <message>
        <source>The whole library</source>
        <translation>Cả thư viện</translation>
    </message>
    <message>
        <source>none</source>
        <translation>không</translation>
    </message>
    <message>
        <source>random</source>
        <translation>ngẫu nhiên</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Hệ thống</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Cửa cược</translation>
    </message>
    <message>
        <source>Derived road</source>
        <translation>Đường phụ</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Quy tắc</translation>
    </message>
    <message>
        <source>First stake (unit)</source>
        <translation>Mức cược đầu (đơn vị)</translation>
    </message>
    <message>
        <source>Table maximum</source>
        <translation>Mức cược tối đa của bàn</translation>
    </message>
    <message>
        <source>Bankroll a shoe</source>
        <translation>Vốn mỗi shoe</translation>
    </message>
    <message>
        <source>Play over</source>
        <translation>Chơi trên</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Hạt giống</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>Số bộ bài</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Chạy</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Hủy</translation>
    </message>
    <message>
        <source>&amp;Export chart as PNG…</source>
        <translation>&amp;Xuất biểu đồ ra PNG…</translation>
    </message>
    <message>
        <source>Bankroll curves</source>
        <translation>Đường vốn</translation>
    </message>
    <message>
        <source>Results over shoes</source>
        <translation>Kết quả theo shoe</translation>
    </message>
    <message>
        <source>Choose a system and where to play it, then Run.</source>
        <translation>Chọn hệ thống và nơi chơi, rồi bấm Chạy.</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>Không ghi được %1</translation>
    </message>
    <message>
        <source>No shoe is shown: open one, or play simulated shoes.</source>
        <translation>Không có shoe nào đang hiện: hãy mở một shoe, hoặc chơi trên shoe mô phỏng.</translation>
    </message>
    <message>
        <source>Playing…</source>
        <translation>Đang chơi…</translation>
    </message>
    <message>
        <source>%Ln simulated %1-deck shoe(s), seed %2</source>
        <translation>%Ln shoe mô phỏng %1 bộ bài, hạt giống %2</translation>
    </message>
    <message>
        <source>shoe %1</source>
        <translation>shoe %1</translation>
    </message>
    <message>
        <source>the library %1</source>
        <translation>thư viện %1</translation>
    </message>
    <message>
        <source>The backtest failed: %1</source>
        <translation>Kiểm thử thất bại: %1</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Đã hủy.</translation>
    </message>
</context>
<context>
    <name>CardEntry</name>
    <message>
        <source>What the cards typed make, checked against the drawing rules</source>
        <translation>Kết quả của các lá bài đã gõ, đã đối chiếu với luật rút bài</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <translation>Đang chờ %1</translation>
    </message>
    <message>
        <source>P %1 = %2 · B %3 = %4:</source>
        <translation>N %1 = %2 · C %3 = %4:</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 — waiting for %2</source>
        <translation>%1 — đang chờ %2</translation>
    </message>
    <message>
        <source>%1 — &lt;b&gt;against the rules&lt;/b&gt;: %2</source>
        <translation>%1 — &lt;b&gt;trái luật&lt;/b&gt;: %2</translation>
    </message>
    <message>
        <source>%1 — Enter logs it</source>
        <translation>%1 — Enter để ghi</translation>
    </message>
    <message>
        <source>Cards typed</source>
        <translation>Các lá bài đã gõ</translation>
    </message>
    <message>
        <source>none</source>
        <translation>chưa có</translation>
    </message>
    <message>
        <source>Player %1 / Banker %2</source>
        <translation>Người Chơi %1 / Nhà Cái %2</translation>
    </message>
    <message>
        <source>No cards typed</source>
        <translation>Chưa gõ lá bài nào</translation>
    </message>
    <message>
        <source>Add a card of rank %1</source>
        <translation>Thêm một lá %1</translation>
    </message>
    <message>
        <source>The last card&apos;s suit</source>
        <translation>Chất của lá bài cuối</translation>
    </message>
    <message>
        <source>The Banker&apos;s cards follow</source>
        <translation>Tiếp theo là bài Nhà Cái</translation>
    </message>
    <message>
        <source>Erase the last card</source>
        <translation>Xóa lá bài cuối</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Xóa hết</translation>
    </message>
    <message>
        <source>Erase every card typed</source>
        <translation>Xóa mọi lá bài đã gõ</translation>
    </message>
    <message>
        <source>Cards (C): 7h kd / 3s kc 5d — ranks alone will do</source>
        <translation>Lá bài (C): 7h kd / 3s kc 5d — chỉ gõ giá trị cũng được</translation>
    </message>
    <message>
        <source>The Player&apos;s cards / the Banker&apos;s cards in card notation (9h, Td, K; ranks alone will do), or all of them in dealing order without /. Enter logs the hand, Esc hands the keys back to B, P and T.</source>
        <translation>Bài Người Chơi / bài Nhà Cái theo ký hiệu lá bài (9h, Td, K; chỉ gõ giá trị cũng được), hoặc gõ tất cả theo thứ tự chia, không có /. Enter ghi ván, Esc trả phím về cho B, P và T.</translation>
    </message>
    <message>
        <source>Card pad</source>
        <translation>Bàn phím bài</translation>
    </message>
    <message>
        <source>Show buttons to enter the cards with the mouse</source>
        <translation>Hiện các nút để nhập lá bài bằng chuột</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>Export the chart</source>
        <translation>Xuất biểu đồ</translation>
    </message>
    <message>
        <source>PNG (*.png)</source>
        <translation>Ảnh PNG (*.png)</translation>
    </message>
    <message>
        <source>Streak lengths: seen and expected</source>
        <translation>Độ dài chuỗi: thực tế và kỳ vọng</translation>
    </message>
    <message>
        <source>streak length</source>
        <translation>độ dài chuỗi</translation>
    </message>
    <message>
        <source>streaks</source>
        <translation>số chuỗi</translation>
    </message>
    <message>
        <source>Banker seen</source>
        <translation>Nhà Cái thực tế</translation>
    </message>
    <message>
        <source>Banker expected</source>
        <translation>Nhà Cái kỳ vọng</translation>
    </message>
    <message>
        <source>Player seen</source>
        <translation>Người Chơi thực tế</translation>
    </message>
    <message>
        <source>Player expected</source>
        <translation>Người Chơi kỳ vọng</translation>
    </message>
    <message>
        <source>Banker minus Player through the shoe</source>
        <translation>Nhà Cái trừ Người Chơi qua cả shoe</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>ván</translation>
    </message>
    <message>
        <source>Banker − Player</source>
        <translation>Nhà Cái − Người Chơi</translation>
    </message>
    <message>
        <source>95% band</source>
        <translation>dải 95%</translation>
    </message>
    <message>
        <source>expected</source>
        <translation>kỳ vọng</translation>
    </message>
    <message>
        <source>this shoe</source>
        <translation>shoe này</translation>
    </message>
    <message>
        <source>House edge from the cards left</source>
        <translation>Lợi thế nhà cái theo các lá còn lại</translation>
    </message>
    <message>
        <source>house edge (%)</source>
        <translation>lợi thế nhà cái (%)</translation>
    </message>
    <message>
        <source>%1 (%2 pts)</source>
        <translation>%1 (%2 điểm)</translation>
    </message>
    <message>
        <source>Net through each shoe (first shoes)</source>
        <translation>Lãi/lỗ ròng qua từng shoe (các shoe đầu)</translation>
    </message>
    <message>
        <source>net (units)</source>
        <translation>lãi/lỗ ròng (đơn vị)</translation>
    </message>
    <message>
        <source>A shoe&apos;s net over all shoes</source>
        <translation>Lãi/lỗ ròng mỗi shoe trên mọi shoe</translation>
    </message>
    <message>
        <source>net of a shoe (units)</source>
        <translation>lãi/lỗ ròng một shoe (đơn vị)</translation>
    </message>
    <message>
        <source>shoes</source>
        <translation>số shoe</translation>
    </message>
    <message>
        <source>expected mean</source>
        <translation>trung bình kỳ vọng</translation>
    </message>
    <message>
        <source>The bet&apos;s edge by true count (the player&apos;s; above 0 the player is ahead)</source>
        <translation>Lợi thế của cửa cược theo số đếm thực (của người chơi; trên 0 là người chơi có lợi)</translation>
    </message>
    <message>
        <source>true count before the hand (running count per deck unseen; the ends hold all beyond them)</source>
        <translation>số đếm thực trước ván (số đếm chạy chia số bộ bài chưa thấy; hai đầu gồm mọi giá trị vượt quá)</translation>
    </message>
    <message>
        <source>player&apos;s edge per unit bet (%; above 0 the player is ahead)</source>
        <translation>lợi thế người chơi mỗi đơn vị cược (%)</translation>
    </message>
    <message>
        <source>exact edge from the cards left, 95% band</source>
        <translation>lợi thế chính xác theo các lá còn lại, dải 95%</translation>
    </message>
    <message>
        <source>The bet&apos;s edge by true count: exact over %1</source>
        <translation>Lợi thế của cửa cược theo số đếm thực: tính chính xác trên %1</translation>
    </message>
    <message>
        <source>realised win per unit, every hand of the run, 95%</source>
        <translation>tiền thắng thực tế mỗi đơn vị, mọi ván của lượt chạy, 95%</translation>
    </message>
    <message>
        <source>off the top: %1</source>
        <translation>lúc shoe mới: %1</translation>
    </message>
    <message>
        <source>the count bets from %1</source>
        <translation>bộ đếm cược từ %1</translation>
    </message>
</context>
<context>
    <name>CountEditor</name>
    <message>
        <source>running count above</source>
        <translation>số đếm chạy trên</translation>
    </message>
    <message>
        <source>running count at least</source>
        <translation>số đếm chạy ít nhất</translation>
    </message>
    <message>
        <source>true count at least</source>
        <translation>số đếm thực ít nhất</translation>
    </message>
    <message>
        <source>A count of my own</source>
        <translation>Cách đếm của riêng tôi</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>One more hand</source>
        <translation>Chia thêm một ván</translation>
    </message>
    <message>
        <source>Stop at once</source>
        <translation>Dừng ngay</translation>
    </message>
    <message>
        <source>Tag of %1</source>
        <translation>Giá trị đếm của %1</translation>
    </message>
    <message>
        <source>What each %1 seen adds to the count</source>
        <translation>Mỗi lá %1 thấy được cộng vào số đếm bao nhiêu</translation>
    </message>
    <message>
        <source>random</source>
        <translation>ngẫu nhiên</translation>
    </message>
    <message>
        <source>none</source>
        <translation>không</translation>
    </message>
    <message>
        <source>Shoes on which the bet&apos;s exact edge from the cards left is worked out before every hand (slower than counting): the exact edge by true count on the chart, and the perfect-play bound, betting whenever that edge favours the player</source>
        <translation>Các shoe mà trước mỗi ván đều tính chính xác lợi thế của cửa cược theo các lá còn lại (chậm hơn đếm bài): cho lợi thế chính xác theo số đếm thực trên biểu đồ, và giới hạn chơi hoàn hảo, cược mỗi khi lợi thế nghiêng về người chơi</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Cách đếm</translation>
    </message>
    <message>
        <source>Side bet</source>
        <translation>Cược phụ</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Giá trị đếm</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Bắt đầu</translation>
    </message>
    <message>
        <source>Bet when</source>
        <translation>Cược khi</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Ngưỡng</translation>
    </message>
    <message>
        <source>Stake (unit)</source>
        <translation>Tiền cược (đơn vị)</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>Số bộ bài</translation>
    </message>
    <message>
        <source>Cards behind the cut card</source>
        <translation>Số lá sau thẻ cắt</translation>
    </message>
    <message>
        <source>At the cut card</source>
        <translation>Khi ra thẻ cắt</translation>
    </message>
    <message>
        <source>Shoes</source>
        <translation>Số shoe</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Hạt giống</translation>
    </message>
    <message>
        <source>Bankroll (units)</source>
        <translation>Vốn (đơn vị)</translation>
    </message>
    <message>
        <source>Processes</source>
        <translation>Số tiến trình</translation>
    </message>
    <message>
        <source>Exact-edge shoes</source>
        <translation>Số shoe tính lợi thế chính xác</translation>
    </message>
</context>
<context>
    <name>CountPresets</name>
    <message>
        <source>Stephen How&apos;s unbalanced Dragon 7 count</source>
        <translation>Cách đếm Rồng 7 không cân bằng của Stephen How</translation>
    </message>
    <message>
        <source>start at -32 for 8 decks, count every card seen including the exposed burn card, bet when the running count is above 0 (the post&apos;s text says &gt; 0; its table&apos;s heading says &gt;= 0, which bets 8.4 times a shoe, not 6.8); the shoe ends with the hand in which the cut card comes out, as the bets a shoe of his Panda 8 posts show</source>
        <translation>với 8 bộ bài bắt đầu từ -32, đếm mọi lá thấy được kể cả lá đốt bị lật, cược khi số đếm chạy trên 0 (bài viết ghi &gt; 0; tiêu đề bảng của bài ghi &gt;= 0, khi đó cược 8,4 lần mỗi shoe chứ không phải 6,8); shoe kết thúc với ván có thẻ cắt xuất hiện, như số lần cược mỗi shoe trong các bài về Gấu trúc 8 của ông cho thấy</translation>
    </message>
    <message>
        <source>Stephen How&apos;s simplified Panda 8 co-count</source>
        <translation>Cách đếm phụ Gấu trúc 8 giản lược của Stephen How</translation>
    </message>
    <message>
        <source>start at 0, bet when the count gets to +35; published at around +9.0% of a fixed bet a shoe on about 2 bets with 16 cards behind the cut card</source>
        <translation>bắt đầu từ 0, cược khi số đếm đạt +35; công bố khoảng +9,0% mức cược cố định mỗi shoe với khoảng 2 lần cược, 16 lá sau thẻ cắt</translation>
    </message>
    <message>
        <source>Stephen How&apos;s two-person Panda 8 co-count</source>
        <translation>Cách đếm phụ Gấu trúc 8 hai người của Stephen How</translation>
    </message>
    <message>
        <source>the co-count&apos;s running count added to the Dragon 7 running count (both from 0), bet the Panda 8 when the sum is +35 or higher</source>
        <translation>số đếm chạy của cách đếm phụ cộng với số đếm chạy Rồng 7 (cả hai từ 0), cược Gấu trúc 8 khi tổng từ +35 trở lên</translation>
    </message>
</context>
<context>
    <name>CountWindow</name>
    <message>
        <source>%1 %2 Nothing here predicts a Banker or Player result: %3</source>
        <translation>%1 %2 Không điều gì ở đây dự đoán được kết quả Nhà Cái hay Người Chơi: %3</translation>
    </message>
    <message>
        <source>Shoes</source>
        <translation>Số shoe</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Units won a shoe</source>
        <translation>Đơn vị thắng mỗi shoe</translation>
    </message>
    <message>
        <source>%1 ± %2 SE (95%: %3 to %4)</source>
        <translation>%1 ± %2 SE (95%: %3 đến %4)</translation>
    </message>
    <message>
        <source>Bets a shoe</source>
        <translation>Số lần cược mỗi shoe</translation>
    </message>
    <message>
        <source>Win per bet</source>
        <translation>Thắng mỗi lần cược</translation>
    </message>
    <message>
        <source>%1 units</source>
        <translation>%1 đơn vị</translation>
    </message>
    <message>
        <source>A shoe&apos;s result</source>
        <translation>Kết quả một shoe</translation>
    </message>
    <message>
        <source>SD %1; 5% %2, 25% %3, median %4, 75% %5, 95% %6</source>
        <translation>độ lệch chuẩn %1; 5% %2, 25% %3, trung vị %4, 75% %5, 95% %6</translation>
    </message>
    <message>
        <source>Shoes ahead</source>
        <translation>Shoe có lãi</translation>
    </message>
    <message>
        <source>Risk of ruin</source>
        <translation>Rủi ro cháy vốn</translation>
    </message>
    <message>
        <source>%1 for %2 units, ever (estimate)</source>
        <translation>%1 với %2 đơn vị, bất kỳ lúc nào (ước tính)</translation>
    </message>
    <message>
        <source>This count never bet over these shoes: its rule is never met.</source>
        <translation>Cách đếm này chưa cược lần nào trên các shoe này: điều kiện của nó chưa bao giờ thỏa.</translation>
    </message>
    <message>
        <source>This count did not win over these shoes: where its bets are not in the player&apos;s favour, the house keeps its edge on every one.</source>
        <translation>Cách đếm này không thắng trên các shoe này: ở những lần cược không có lợi cho người chơi, nhà cái giữ lợi thế ở mọi lần.</translation>
    </message>
    <message>
        <source>The gain is small against its variance: %1 units a shoe against a swing of %2 units in one shoe; it takes about %3 shoes before the expected gain equals one standard deviation of the total, and only %4 of shoes end ahead.</source>
        <translation>Lợi nhuận nhỏ so với độ dao động: %1 đơn vị mỗi shoe so với mức dao động %2 đơn vị trong một shoe; cần khoảng %3 shoe thì lợi nhuận kỳ vọng mới bằng một độ lệch chuẩn của tổng, và chỉ %4 số shoe kết thúc có lãi.</translation>
    </message>
    <message>
        <source>%1 whenever the exact edge is in the player&apos;s favour</source>
        <translation>%1 mỗi khi lợi thế chính xác nghiêng về người chơi</translation>
    </message>
    <message>
        <source>none</source>
        <translation>không</translation>
    </message>
    <message>
        <source>%1: tags %2; start %3; bet when %4</source>
        <translation>%1: giá trị đếm %2; bắt đầu %3; cược khi %4</translation>
    </message>
    <message>
        <source>%Ln deck(s)</source>
        <translation>%Ln bộ bài</translation>
    </message>
    <message>
        <source>one more hand</source>
        <translation>chia thêm một ván</translation>
    </message>
    <message>
        <source>stop at once</source>
        <translation>dừng ngay</translation>
    </message>
    <message>
        <source>%1, %2 cards behind the cut card (%3 when it comes out), %4</source>
        <translation>%1, %2 lá sau thẻ cắt (%3 khi thẻ cắt ra), %4</translation>
    </message>
    <message>
        <source>burn</source>
        <translation>có đốt bài</translation>
    </message>
    <message>
        <source>no burn</source>
        <translation>không đốt bài</translation>
    </message>
    <message>
        <source>this process</source>
        <translation>tiến trình này</translation>
    </message>
    <message>
        <source>%Ln local process(es)</source>
        <translation>%Ln tiến trình cục bộ</translation>
    </message>
    <message>
        <source>%1. %2, seed %3, on %4.</source>
        <translation>%1. %2, hạt giống %3, trên %4.</translation>
    </message>
    <message>
        <source>%1: published at about %2 units a shoe on about %3 bets a shoe.</source>
        <translation>%1: công bố khoảng %2 đơn vị mỗi shoe với khoảng %3 lần cược mỗi shoe.</translation>
    </message>
    <message>
        <source>Perfect play, the bound (betting whenever the exact edge from the cards left favours the player), over %1 other shoes:</source>
        <translation>Chơi hoàn hảo, tức giới hạn trên (cược mỗi khi lợi thế chính xác theo các lá còn lại nghiêng về người chơi), trên %1 shoe khác:</translation>
    </message>
    <message>
        <source>Counting lab: side-bet counts — tracker</source>
        <translation>Phòng thử đếm bài: đếm bài cược phụ — tracker</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Chạy</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Hủy</translation>
    </message>
    <message>
        <source>Export chart as &amp;PNG…</source>
        <translation>Xuất biểu đồ ra &amp;PNG…</translation>
    </message>
    <message>
        <source>Export figures as CS&amp;V…</source>
        <translation>Xuất số liệu ra CS&amp;V…</translation>
    </message>
    <message>
        <source>Edge by true count</source>
        <translation>Lợi thế theo số đếm thực</translation>
    </message>
    <message>
        <source>Results over shoes</source>
        <translation>Kết quả theo shoe</translation>
    </message>
    <message>
        <source>Choose a published count or edit your own, then Run: shoes are dealt, every card seen is counted and the side bet is placed when the count says so.</source>
        <translation>Chọn một cách đếm đã công bố hoặc tự soạn, rồi bấm Chạy: các shoe được chia, mọi lá thấy được đều được đếm và cược phụ được đặt khi số đếm cho phép.</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>Không ghi được %1</translation>
    </message>
    <message>
        <source>Dealing and counting…</source>
        <translation>Đang chia và đếm…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Đang hủy…</translation>
    </message>
    <message>
        <source>The count failed: %1</source>
        <translation>Đếm bài thất bại: %1</translation>
    </message>
    <message>
        <source>Cancelled: the run was stopped before it finished; nothing is shown of it.</source>
        <translation>Đã hủy: lượt chạy bị dừng trước khi xong; không hiện gì của nó.</translation>
    </message>
    <message>
        <source>the count bets when %1 (a running count, not a place on this axis)</source>
        <translation>bộ đếm cược khi %1 (số đếm chạy, không phải một vị trí trên trục này)</translation>
    </message>
    <message>
        <source>mean of this run</source>
        <translation>trung bình của lượt chạy này</translation>
    </message>
    <message>
        <source>Export the figures</source>
        <translation>Xuất số liệu</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>Tệp CSV (*.csv)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Không ghi được %1: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Đã lưu %1</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message>
        <source>Hands dealt; Banker, Player and Tie wins; Player pairs (PP), Banker pairs (BP) and naturals (N) where the shoe records them; the cards left in a shoe dealt card by card.</source>
        <translation>Số ván đã chia; số ván Nhà Cái, Người Chơi và Hòa thắng; Đôi Người Chơi (Đôi N), Đôi Nhà Cái (Đôi C) và ván tự nhiên khi shoe có ghi lại; số lá còn lại với shoe ghi từng lá bài.</translation>
    </message>
    <message>
        <source>PP</source>
        <translation>Đôi N</translation>
    </message>
    <message>
        <source>BP</source>
        <translation>Đôi C</translation>
    </message>
    <message>
        <source>N</source>
        <translation>Tự nhiên</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Lá còn lại</translation>
    </message>
    <message>
        <source>Counts</source>
        <translation>Thống kê</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>%1: could not write the %2 file (%3)</source>
        <translation>%1: không ghi được tệp %2 (%3)</translation>
    </message>
    <message>
        <source>%1: could not write the %2 file</source>
        <translation>%1: không ghi được tệp %2</translation>
    </message>
    <message>
        <source>Scorecards</source>
        <translation>Bảng cầu</translation>
    </message>
</context>
<context>
    <name>HandDialog</name>
    <message>
        <source>&amp;Cards:</source>
        <translation>&amp;Lá bài:</translation>
    </message>
    <message>
        <source>&amp;Winner:</source>
        <translation>Bên &amp;thắng:</translation>
    </message>
    <message>
        <source>N&amp;ote:</source>
        <translation>&amp;Ghi chú:</translation>
    </message>
    <message>
        <source>7h kd / 3s kc 5d — leave empty for the outcome alone</source>
        <translation>7h kd / 3s kc 5d — để trống nếu chỉ ghi kết quả</translation>
    </message>
    <message>
        <source>The Player&apos;s cards / the Banker&apos;s cards; they decide the outcome</source>
        <translation>Bài Người Chơi / bài Nhà Cái; các lá bài quyết định kết quả</translation>
    </message>
    <message>
        <source>Who won the hand (taken from the cards when they are given)</source>
        <translation>Bên thắng ván (lấy từ các lá bài nếu đã nhập)</translation>
    </message>
    <message>
        <source>Player pair</source>
        <translation>Đôi Người Chơi</translation>
    </message>
    <message>
        <source>Banker pair</source>
        <translation>Đôi Nhà Cái</translation>
    </message>
    <message>
        <source>Natural</source>
        <translation>Tự nhiên</translation>
    </message>
    <message>
        <source>Taken from the cards when they are given</source>
        <translation>Lấy từ các lá bài nếu đã nhập</translation>
    </message>
    <message>
        <source>Why the hand is as it is (a misdeal kept as dealt)</source>
        <translation>Lý do ván như vậy (ván chia sai được giữ nguyên)</translation>
    </message>
    <message>
        <source>Against the drawing rules: %1 — say why in the note to keep it.</source>
        <translation>Trái luật rút bài: %1 — ghi lý do vào ghi chú để giữ ván này.</translation>
    </message>
    <message>
        <source>the cards are not complete: waiting for %1</source>
        <translation>các lá bài chưa đủ: đang chờ %1</translation>
    </message>
    <message>
        <source>the cards break the drawing rules: say why in the note to keep them</source>
        <translation>các lá bài trái luật rút bài: ghi lý do vào ghi chú để giữ chúng</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <translation>Đang chờ %1</translation>
    </message>
    <message>
        <source>Edit hand %1</source>
        <translation>Sửa ván %1</translation>
    </message>
    <message>
        <source>Insert a hand as hand %1</source>
        <translation>Chèn một ván làm ván %1</translation>
    </message>
</context>
<context>
    <name>Hands</name>
    <message>
        <source>Banker</source>
        <translation>Nhà Cái</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Người Chơi</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Hòa</translation>
    </message>
    <message>
        <source>P</source>
        <translation>N</translation>
    </message>
    <message>
        <source>B</source>
        <translation>C</translation>
    </message>
    <message>
        <source>P %1 · B %2</source>
        <translation>N %1 · C %2</translation>
    </message>
    <message>
        <source>natural</source>
        <translation>tự nhiên</translation>
    </message>
    <message>
        <source>Player pair</source>
        <translation>Đôi Người Chơi</translation>
    </message>
    <message>
        <source>Banker pair</source>
        <translation>Đôi Nhà Cái</translation>
    </message>
</context>
<context>
    <name>HandsTable</name>
    <message>
        <source>Double-click or Enter edits a hand; Delete deletes it (Ctrl+Z undoes)</source>
        <translation>Bấm đúp hoặc Enter để sửa một ván; Delete để xóa (Ctrl+Z để hoàn tác)</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Ván</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Bên thắng</translation>
    </message>
    <message>
        <source>Player cards</source>
        <translation>Bài Người Chơi</translation>
    </message>
    <message>
        <source>Banker cards</source>
        <translation>Bài Nhà Cái</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Điểm</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Đôi</translation>
    </message>
    <message>
        <source>Natural</source>
        <translation>Tự nhiên</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Ghi chú</translation>
    </message>
</context>
<context>
    <name>Honesty</name>
    <message>
        <source>Past outcomes cannot predict future hands.</source>
        <translation>Kết quả đã qua không thể dự đoán các ván sắp tới.</translation>
    </message>
    <message>
        <source>Past outcomes cannot predict future hands: every hand is dealt from the cards left, whatever the scorecards show.</source>
        <translation>Kết quả đã qua không thể dự đoán các ván sắp tới: dù bảng cầu cho thấy gì, mỗi ván đều được chia từ các lá còn lại.</translation>
    </message>
    <message>
        <source>No betting system changes the expected loss per unit wagered: whatever the system, the expected loss is the house edge times the amount wagered.</source>
        <translation>Không hệ thống cược nào thay đổi được mức lỗ kỳ vọng trên mỗi đơn vị cược: dù hệ thống nào, mức lỗ kỳ vọng vẫn bằng lợi thế nhà cái nhân với tổng tiền cược.</translation>
    </message>
    <message>
        <source>Casinos watch for side-bet counters: they cap the side bet, move the cut card forward or reshuffle early, and may bar a player who bets only when the count is high.</source>
        <translation>Sòng bài để ý những người đếm bài cược phụ: họ giới hạn cược phụ, đặt thẻ cắt sớm hơn hoặc xào bài sớm, và có thể cấm người chơi chỉ cược khi số đếm cao.</translation>
    </message>
    <message>
        <source>A count wins only because the cards already dealt change the odds of the cards left; a scorecard of who won does not.</source>
        <translation>Đếm bài thắng được chỉ vì các lá đã chia làm thay đổi xác suất của các lá còn lại; một bảng cầu ghi bên nào thắng thì không.</translation>
    </message>
    <message>
        <source>Only side bets move far with the cards left: the Banker and Player edges barely move.</source>
        <translation>Chỉ cược phụ thay đổi nhiều theo các lá còn lại: lợi thế của Nhà Cái và Người Chơi hầu như không đổi.</translation>
    </message>
    <message>
        <source>A count&apos;s gain is small against its variance: even when a side bet turns in the player&apos;s favour, what one unit gains on average is a small part of how far its result swings each hand (its standard deviation), and a shoe offers few such bets.</source>
        <translation>Lợi nhuận của việc đếm bài nhỏ so với độ dao động: ngay cả khi một cược phụ nghiêng về người chơi, phần một đơn vị thắng trung bình chỉ là một phần nhỏ so với mức kết quả dao động mỗi ván (độ lệch chuẩn), và một shoe có ít lần cược như vậy.</translation>
    </message>
</context>
<context>
    <name>ImportReport</name>
    <message>
        <source>Import shoe files</source>
        <translation>Nhập tệp shoe</translation>
    </message>
    <message>
        <source>Leave out the shoes with problems (see the validation report)</source>
        <translation>Bỏ qua các shoe có lỗi (xem báo cáo kiểm tra)</translation>
    </message>
    <message>
        <source>Shoes whose replay finds something that cannot have happened are not stored; by default they are stored and marked with their problems</source>
        <translation>Các shoe mà khi xem lại thấy điều không thể xảy ra sẽ không được lưu; mặc định chúng được lưu và đánh dấu lỗi</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>Stop the import: the files already stored stay</source>
        <translation>Dừng nhập: các tệp đã lưu vẫn được giữ</translation>
    </message>
    <message>
        <source>Importing…</source>
        <translation>Đang nhập…</translation>
    </message>
    <message>
        <source>Importing %1 (%2 of %3)</source>
        <translation>Đang nhập %1 (%2 trên %3)</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Nhập</translation>
    </message>
    <message>
        <source>The import stopped: %1. The files imported before it are stored; nothing of the file being read was stored.</source>
        <translation>Việc nhập đã dừng: %1. Các tệp nhập trước đó đã được lưu; tệp đang đọc không được lưu gì.</translation>
    </message>
    <message>
        <source>%1: %2, %3 stored</source>
        <translation>%1: đã lưu %2, %3</translation>
    </message>
    <message>
        <source>; %Ln already in the library</source>
        <translation>; %Ln shoe đã có trong thư viện</translation>
    </message>
    <message>
        <source>; %Ln with problems</source>
        <translation>; %Ln shoe có lỗi</translation>
    </message>
    <message>
        <source>; %Ln with problems left out</source>
        <translation>; %Ln shoe có lỗi bị bỏ qua</translation>
    </message>
    <message>
        <source>%1: cancelled: nothing of it was stored</source>
        <translation>%1: đã hủy, không lưu gì từ tệp này</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%Ln shoe(s)</source>
        <translation>%Ln shoe</translation>
    </message>
    <message>
        <source>%Ln hand(s)</source>
        <translation>%Ln ván</translation>
    </message>
    <message>
        <source>Import cancelled</source>
        <translation>Đã hủy nhập</translation>
    </message>
    <message>
        <source>Import finished</source>
        <translation>Đã nhập xong</translation>
    </message>
    <message>
        <source>%1 and %2 stored</source>
        <translation>Đã lưu %1 và %2</translation>
    </message>
    <message>
        <source>%Ln shoe(s) already in the library</source>
        <translation>%Ln shoe đã có trong thư viện</translation>
    </message>
    <message>
        <source>%Ln shoe(s) stored with problems</source>
        <translation>%Ln shoe được lưu kèm lỗi</translation>
    </message>
    <message>
        <source>%Ln shoe(s) with problems left out</source>
        <translation>%Ln shoe có lỗi bị bỏ qua</translation>
    </message>
    <message>
        <source>%Ln file(s) refused</source>
        <translation>%Ln tệp bị từ chối</translation>
    </message>
    <message>
        <source>cancelled: the files after it were not read</source>
        <translation>đã hủy: các tệp sau đó không được đọc</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Show problems…</source>
        <translation>Xem lỗi…</translation>
    </message>
    <message>
        <source>with problems: %1</source>
        <translation>có lỗi: %1</translation>
    </message>
    <message>
        <source>left out: %1</source>
        <translation>bỏ qua: %1</translation>
    </message>
    <message>
        <source>nothing of it was stored</source>
        <translation>không lưu gì từ tệp này</translation>
    </message>
</context>
<context>
    <name>Importing</name>
    <message>
        <source>Shoe files (*.csv *.txt *.json *.gz);;All files (*)</source>
        <translation>Tệp shoe (*.csv *.txt *.json *.gz);;Mọi tệp (*)</translation>
    </message>
    <message>
        <source>Import the 5,824 real shoes that come with tracker</source>
        <translation>Nhập 5.824 shoe thật đi kèm tracker</translation>
    </message>
    <message>
        <source>Live baccarat from August 2025, every card recorded (MIT licence)</source>
        <translation>Baccarat trực tiếp từ tháng 8/2025, ghi lại từng lá bài (giấy phép MIT)</translation>
    </message>
    <message>
        <source>This copy of tracker was installed without the real-shoe library</source>
        <translation>Bản tracker này được cài đặt không kèm thư viện shoe thật</translation>
    </message>
</context>
<context>
    <name>KeyMap</name>
    <message>
        <source>The one-letter keys log at the visible table from the first keystroke, wherever the focus is, except while you type in a field (the card field, the filter): Esc leaves it. In the hands table, Enter or a double-click edits a hand and Delete deletes it. Keys in bold log at the table.</source>
        <translation>Các phím một chữ ghi vào bàn đang hiển thị ngay từ lần nhấn đầu tiên, dù tiêu điểm ở đâu, trừ khi bạn đang gõ trong một ô (ô nhập bài, ô lọc): Esc để thoát ô đó. Trong bảng các ván, Enter hoặc nhấp đúp để sửa một ván, Delete để xóa. Phím in đậm dùng để ghi tại bàn.</translation>
    </message>
    <message>
        <source>Keys — tracker</source>
        <translation>Phím tắt — tracker</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Phím</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Thao tác</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>(keys only)</source>
        <translation>(chỉ phím tắt)</translation>
    </message>
</context>
<context>
    <name>Library</name>
    <message>
        <source>Filter shoes by table or name (Ctrl+F)</source>
        <translation>Lọc shoe theo bàn hoặc tên (Ctrl+F)</translation>
    </message>
    <message>
        <source>Shows the shoes whose name holds these letters; Esc clears it</source>
        <translation>Hiện các shoe có tên chứa các chữ này; Esc để xóa</translation>
    </message>
    <message>
        <source>The library&apos;s shoes; ● marks a shoe open for logging</source>
        <translation>Các shoe trong thư viện; ● đánh dấu shoe đang mở để ghi</translation>
    </message>
    <message>
        <source>Shoes or hands were stored elsewhere (another tracker on this library): the shoes that changed and the shown shoe were read again.</source>
        <translation>Shoe hoặc ván đã được lưu ở nơi khác (một tracker khác dùng thư viện này): các shoe đã thay đổi và shoe đang hiện đã được đọc lại.</translation>
    </message>
    <message>
        <source>Updated %1</source>
        <translation>Đã cập nhật %1</translation>
    </message>
    <message>
        <source>Library unreachable</source>
        <translation>Không kết nối được thư viện</translation>
    </message>
    <message>
        <source>%1
Looking again every few seconds.</source>
        <translation>%1
Sẽ thử lại sau mỗi vài giây.</translation>
    </message>
</context>
<context>
    <name>LibraryBrowser</name>
    <message>
        <source>Sound</source>
        <translation>Hợp lệ</translation>
    </message>
    <message>
        <source>With problems</source>
        <translation>Có lỗi</translation>
    </message>
    <message>
        <source>Outcome only (not checkable)</source>
        <translation>Chỉ kết quả (không kiểm tra được)</translation>
    </message>
    <message>
        <source>Library — tracker</source>
        <translation>Thư viện — tracker</translation>
    </message>
    <message>
        <source>Casino</source>
        <translation>Sòng bài</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Bàn</translation>
    </message>
    <message>
        <source>from</source>
        <translation>từ</translation>
    </message>
    <message>
        <source>to</source>
        <translation>đến</translation>
    </message>
    <message>
        <source>any</source>
        <translation>bất kỳ</translation>
    </message>
    <message>
        <source>Any kind</source>
        <translation>Mọi loại</translation>
    </message>
    <message>
        <source>Any decks</source>
        <translation>Mọi số bộ bài</translation>
    </message>
    <message>
        <source>%n deck(s)</source>
        <translation>%n bộ bài</translation>
    </message>
    <message>
        <source>Any validation</source>
        <translation>Mọi kết quả kiểm tra</translation>
    </message>
    <message>
        <source>Validation report</source>
        <translation>Báo cáo kiểm tra</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Xem lại</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Xuất…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Xóa…</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Thống kê</translation>
    </message>
    <message>
        <source>%Ln shoe(s)</source>
        <translation>%Ln shoe</translation>
    </message>
    <message>
        <source>%1, %Ln chosen</source>
        <translation>%1, đã chọn %Ln</translation>
    </message>
    <message>
        <source>Export shoes</source>
        <translation>Xuất shoe</translation>
    </message>
    <message>
        <source>Shoe JSON (*.json);;Hands CSV (*.csv)</source>
        <translation>JSON shoe (*.json);;CSV ván (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Xuất</translation>
    </message>
    <message>
        <source>%1, %2 written to %3</source>
        <translation>Đã ghi %1, %2 vào %3</translation>
    </message>
    <message>
        <source>%Ln hand(s)</source>
        <translation>%Ln ván</translation>
    </message>
    <message>
        <source>; %Ln with no hands left out (a CSV has a row a hand)</source>
        <translation>; %Ln shoe không có ván bị bỏ qua (CSV mỗi ván một dòng)</translation>
    </message>
    <message>
        <source>Delete shoes</source>
        <translation>Xóa shoe</translation>
    </message>
    <message>
        <source>Delete %Ln shoe(s) and all their hands from the library? This cannot be undone (export them first to keep a copy).</source>
        <translation>Xóa %Ln shoe cùng mọi ván của chúng khỏi thư viện? Không thể hoàn tác (hãy xuất ra trước để giữ một bản).</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>Trực tiếp</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>Đã nhập</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Luyện tập</translation>
    </message>
    <message>
        <source>Simulated</source>
        <translation>Mô phỏng</translation>
    </message>
    <message>
        <source>sound</source>
        <translation>hợp lệ</translation>
    </message>
    <message>
        <source>outcome only</source>
        <translation>chỉ kết quả</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>chưa kiểm tra</translation>
    </message>
    <message>
        <source>%Ln problem(s)</source>
        <translation>%Ln lỗi</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Nhãn</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Bắt đầu</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>Bộ bài</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Ván</translation>
    </message>
    <message>
        <source>B · P · T</source>
        <translation>C · N · H</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Loại</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>Kiểm tra</translation>
    </message>
    <message>
        <source>yyyy-MM-dd HH:mm</source>
        <translation>dd/MM/yyyy HH:mm</translation>
    </message>
</context>
<context>
    <name>LoggingBar</name>
    <message>
        <source>live</source>
        <translation>trực tiếp</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>đã nhập</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>luyện tập</translation>
    </message>
    <message>
        <source>simulated</source>
        <translation>mô phỏng</translation>
    </message>
    <message>
        <source>&amp;Banker</source>
        <translation>Nhà &amp;Cái</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>&amp;Người Chơi</translation>
    </message>
    <message>
        <source>&amp;Tie</source>
        <translation>&amp;Hòa</translation>
    </message>
    <message>
        <source>Player pair (1)</source>
        <translation>Đôi Người Chơi (1)</translation>
    </message>
    <message>
        <source>Banker pair (2)</source>
        <translation>Đôi Nhà Cái (2)</translation>
    </message>
    <message>
        <source>Natural (N)</source>
        <translation>Tự nhiên (N)</translation>
    </message>
    <message>
        <source>Log a Banker win as the next hand (B)</source>
        <translation>Ghi ván tiếp theo là Nhà Cái thắng (B)</translation>
    </message>
    <message>
        <source>Log a Player win as the next hand (P)</source>
        <translation>Ghi ván tiếp theo là Người Chơi thắng (P)</translation>
    </message>
    <message>
        <source>Log a tie as the next hand (T)</source>
        <translation>Ghi ván tiếp theo là Hòa (T)</translation>
    </message>
    <message>
        <source>Marks the next hand logged (%1); cleared after it</source>
        <translation>Đánh dấu ván ghi tiếp theo (%1); xóa sau ván đó</translation>
    </message>
    <message>
        <source>● Logging %1: B, P or T logs a hand, C enters its cards (Ctrl+Z undoes)</source>
        <translation>● Đang ghi %1: B, P hoặc T ghi một ván, C nhập các lá bài (Ctrl+Z hoàn tác)</translation>
    </message>
    <message>
        <source>● Logging %1: B, P or T logs a hand (Ctrl+Z undoes)</source>
        <translation>● Đang ghi %1: B, P hoặc T ghi một ván (Ctrl+Z hoàn tác)</translation>
    </message>
    <message>
        <source>%1 is closed: Shoe → Reopen to log more, Ctrl+N starts a new shoe</source>
        <translation>%1 đã đóng: Shoe → Mở lại để ghi thêm, Ctrl+N bắt đầu shoe mới</translation>
    </message>
    <message>
        <source>%1 (%2): Ctrl+N starts a shoe to log at the table</source>
        <translation>%1 (%2): Ctrl+N bắt đầu một shoe để ghi tại bàn</translation>
    </message>
    <message>
        <source>Press Ctrl+N to start logging a new shoe at the table</source>
        <translation>Nhấn Ctrl+N để bắt đầu ghi một shoe mới tại bàn</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Tệp</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Sửa</translation>
    </message>
    <message>
        <source>&amp;Shoe</source>
        <translation>&amp;Shoe</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Xem</translation>
    </message>
    <message>
        <source>&amp;Tables</source>
        <translation>&amp;Bàn</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>&amp;Phân tích</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <translation>&amp;Luyện tập</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Trợ &amp;giúp</translation>
    </message>
    <message>
        <source>Show the table of this tab: the logging keys log there</source>
        <translation>Hiện bàn của thẻ này: các phím ghi sẽ ghi vào đó</translation>
    </message>
    <message>
        <source>&amp;Import shoe files…</source>
        <translation>&amp;Nhập tệp shoe…</translation>
    </message>
    <message>
        <source>Store hands CSV, bead strings or shoe JSON files in the library</source>
        <translation>Lưu tệp CSV ván, chuỗi hạt hoặc JSON shoe vào thư viện</translation>
    </message>
    <message>
        <source>Import the &amp;sample shoes</source>
        <translation>Nhập các shoe &amp;mẫu</translation>
    </message>
    <message>
        <source>Real shoes from live tables and shoes dealt by tracker&apos;s simulator</source>
        <translation>Shoe thật từ các bàn trực tiếp và shoe do trình mô phỏng của tracker chia</translation>
    </message>
    <message>
        <source>Import the &amp;real-shoe library (5,824 shoes)…</source>
        <translation>Nhập thư viện shoe &amp;thật (5.824 shoe)…</translation>
    </message>
    <message>
        <source>Every shoe of 45 live tables, 9–12 August 2025: 397,048 hands (MIT licence)</source>
        <translation>Mọi shoe của 45 bàn trực tiếp, 9–12 tháng 8 năm 2025: 397.048 ván (giấy phép MIT)</translation>
    </message>
    <message>
        <source>&amp;Library browser…</source>
        <translation>Trình duyệt &amp;thư viện…</translation>
    </message>
    <message>
        <source>Every shoe in a sortable table with filters; validate, export or delete a selection</source>
        <translation>Mọi shoe trong một bảng sắp xếp và lọc được; kiểm tra, xuất hoặc xóa phần đã chọn</translation>
    </message>
    <message>
        <source>&amp;Replay the shown shoe…</source>
        <translation>&amp;Xem lại shoe đang hiện…</translation>
    </message>
    <message>
        <source>Step through the shoe hand by hand: roads, cards, reasons, odds, problems</source>
        <translation>Xem shoe từng ván: cầu, lá bài, lý do, tỉ lệ, lỗi</translation>
    </message>
    <message>
        <source>&amp;Validation report…</source>
        <translation>Báo cáo &amp;kiểm tra…</translation>
    </message>
    <message>
        <source>Every problem the replay found in the library, by shoe, hand and file line</source>
        <translation>Mọi lỗi mà phần xem lại tìm thấy trong thư viện, theo shoe, ván và dòng tệp</translation>
    </message>
    <message>
        <source>Export scorecards as &amp;PNG…</source>
        <translation>Xuất bảng cầu ra &amp;PNG…</translation>
    </message>
    <message>
        <source>Save the shown shoe&apos;s board as a picture with its title and counts</source>
        <translation>Lưu bảng cầu của shoe đang hiện thành ảnh, kèm tiêu đề và số đếm</translation>
    </message>
    <message>
        <source>Export scorecards as P&amp;DF…</source>
        <translation>Xuất bảng cầu ra P&amp;DF…</translation>
    </message>
    <message>
        <source>Save the shown shoe&apos;s board on A4 or Letter pages (landscape)</source>
        <translation>Lưu bảng cầu của shoe đang hiện trên trang A4 hoặc Letter (khổ ngang)</translation>
    </message>
    <message>
        <source>P&amp;rint scorecards…</source>
        <translation>&amp;In bảng cầu…</translation>
    </message>
    <message>
        <source>Print the shown shoe&apos;s board</source>
        <translation>In bảng cầu của shoe đang hiện</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Cài đặt…</translation>
    </message>
    <message>
        <source>Theme, palette, defaults for new shoes, card entry, the library&apos;s location</source>
        <translation>Giao diện, bảng màu, mặc định cho shoe mới, nhập lá bài, vị trí thư viện</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>T&amp;hoát</translation>
    </message>
    <message>
        <source>Close tracker</source>
        <translation>Đóng tracker</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Hoàn tác</translation>
    </message>
    <message>
        <source>Undo the last change</source>
        <translation>Hoàn tác thay đổi cuối</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Làm lại</translation>
    </message>
    <message>
        <source>Redo what was undone</source>
        <translation>Làm lại điều đã hoàn tác</translation>
    </message>
    <message>
        <source>Log &amp;Banker</source>
        <translation>Ghi Nhà &amp;Cái</translation>
    </message>
    <message>
        <source>Log a Banker win as the next hand</source>
        <translation>Ghi ván tiếp theo là Nhà Cái thắng</translation>
    </message>
    <message>
        <source>Log &amp;Player</source>
        <translation>Ghi &amp;Người Chơi</translation>
    </message>
    <message>
        <source>Log a Player win as the next hand</source>
        <translation>Ghi ván tiếp theo là Người Chơi thắng</translation>
    </message>
    <message>
        <source>Log &amp;Tie</source>
        <translation>Ghi &amp;Hòa</translation>
    </message>
    <message>
        <source>Log a tie as the next hand</source>
        <translation>Ghi ván tiếp theo là Hòa</translation>
    </message>
    <message>
        <source>Enter the &amp;cards</source>
        <translation>Nhập các &amp;lá bài</translation>
    </message>
    <message>
        <source>Type the next hand&apos;s cards (7h kd / 3s kc 5d); Enter logs it, Esc leaves</source>
        <translation>Gõ các lá bài của ván tiếp theo (7h kd / 3s kc 5d); Enter để ghi, Esc để thoát</translation>
    </message>
    <message>
        <source>Mark Player pair</source>
        <translation>Đánh dấu Đôi Người Chơi</translation>
    </message>
    <message>
        <source>The next hand logged has a Player pair</source>
        <translation>Ván ghi tiếp theo có Đôi Người Chơi</translation>
    </message>
    <message>
        <source>Mark Banker pair</source>
        <translation>Đánh dấu Đôi Nhà Cái</translation>
    </message>
    <message>
        <source>The next hand logged has a Banker pair</source>
        <translation>Ván ghi tiếp theo có Đôi Nhà Cái</translation>
    </message>
    <message>
        <source>Mark natural</source>
        <translation>Đánh dấu tự nhiên</translation>
    </message>
    <message>
        <source>The next hand logged is a natural</source>
        <translation>Ván ghi tiếp theo là tự nhiên</translation>
    </message>
    <message>
        <source>&amp;Edit hand…</source>
        <translation>&amp;Sửa ván…</translation>
    </message>
    <message>
        <source>Correct the hand chosen in the hands table (or double-click it)</source>
        <translation>Sửa ván đã chọn trong bảng các ván (hoặc bấm đúp vào nó)</translation>
    </message>
    <message>
        <source>&amp;Insert a hand…</source>
        <translation>&amp;Chèn một ván…</translation>
    </message>
    <message>
        <source>Put a forgotten hand in before the one chosen in the hands table</source>
        <translation>Chèn một ván bị quên vào trước ván đã chọn trong bảng các ván</translation>
    </message>
    <message>
        <source>&amp;Delete hand</source>
        <translation>&amp;Xóa ván</translation>
    </message>
    <message>
        <source>Delete the hand chosen in the hands table (Ctrl+Z undoes)</source>
        <translation>Xóa ván đã chọn trong bảng các ván (Ctrl+Z để hoàn tác)</translation>
    </message>
    <message>
        <source>&amp;New shoe at the table…</source>
        <translation>Shoe &amp;mới tại bàn…</translation>
    </message>
    <message>
        <source>Start logging a new shoe: its casino, table, decks and rules</source>
        <translation>Bắt đầu ghi một shoe mới: sòng bài, bàn, số bộ bài và luật</translation>
    </message>
    <message>
        <source>Shoe &amp;details…</source>
        <translation>&amp;Chi tiết shoe…</translation>
    </message>
    <message>
        <source>Change the shown shoe&apos;s casino, table, start, decks, rules and notes</source>
        <translation>Đổi sòng bài, bàn, giờ bắt đầu, số bộ bài, luật và ghi chú của shoe đang hiện</translation>
    </message>
    <message>
        <source>&amp;Close this shoe</source>
        <translation>Đó&amp;ng shoe này</translation>
    </message>
    <message>
        <source>Mark the shoe finished: no more hands can be logged to it (Reopen undoes)</source>
        <translation>Đánh dấu shoe đã xong: không ghi thêm ván nào được (Mở lại để hoàn tác)</translation>
    </message>
    <message>
        <source>&amp;Reopen this shoe</source>
        <translation>&amp;Mở lại shoe này</translation>
    </message>
    <message>
        <source>Open a closed shoe for logging again</source>
        <translation>Mở lại một shoe đã đóng để ghi tiếp</translation>
    </message>
    <message>
        <source>De&amp;lete this shoe…</source>
        <translation>&amp;Xóa shoe này…</translation>
    </message>
    <message>
        <source>Delete the shown shoe and its hands from the library (asks first)</source>
        <translation>Xóa shoe đang hiện và các ván của nó khỏi thư viện (hỏi trước)</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe scorecards</source>
        <translation>Bảng cầu cho người &amp;mù màu</translation>
    </message>
    <message>
        <source>Shapes as well as colours tell Banker from Player</source>
        <translation>Phân biệt Nhà Cái với Người Chơi bằng cả hình dạng lẫn màu sắc</translation>
    </message>
    <message>
        <source>&amp;Shoe list</source>
        <translation>&amp;Danh sách shoe</translation>
    </message>
    <message>
        <source>Show or hide the shoe list pane (the board takes the room)</source>
        <translation>Hiện hoặc ẩn ô danh sách shoe (bảng cầu chiếm chỗ trống)</translation>
    </message>
    <message>
        <source>&amp;Hands</source>
        <translation>&amp;Các ván</translation>
    </message>
    <message>
        <source>Show or hide the hands table pane (the board takes the room)</source>
        <translation>Hiện hoặc ẩn ô bảng các ván (bảng cầu chiếm chỗ trống)</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>&amp;Thống kê</translation>
    </message>
    <message>
        <source>Show or hide the statistics pane (the board takes the room)</source>
        <translation>Hiện hoặc ẩn ô thống kê (bảng cầu chiếm chỗ trống)</translation>
    </message>
    <message>
        <source>Find shoe</source>
        <translation>Tìm shoe</translation>
    </message>
    <message>
        <source>Filter the shoe list</source>
        <translation>Lọc danh sách shoe</translation>
    </message>
    <message>
        <source>Go to the shoe &amp;list</source>
        <translation>Đến &amp;danh sách shoe</translation>
    </message>
    <message>
        <source>Move the keys to the shoe list (Esc comes back to the table)</source>
        <translation>Chuyển phím sang danh sách shoe (Esc để quay lại bàn)</translation>
    </message>
    <message>
        <source>&amp;New table</source>
        <translation>Bàn &amp;mới</translation>
    </message>
    <message>
        <source>A tab for another table, with its own shoe and undo history</source>
        <translation>Một thẻ cho bàn khác, với shoe và lịch sử hoàn tác riêng</translation>
    </message>
    <message>
        <source>&amp;Close table tab</source>
        <translation>Đó&amp;ng thẻ bàn</translation>
    </message>
    <message>
        <source>Close the tab (its shoe stays in the library as it is)</source>
        <translation>Đóng thẻ (shoe của nó vẫn giữ nguyên trong thư viện)</translation>
    </message>
    <message>
        <source>&amp;Online table…</source>
        <translation>Bàn trực &amp;tuyến…</translation>
    </message>
    <message>
        <source>Practise at the online table for one: chips, Deal, exact payouts</source>
        <translation>Luyện tập ở bàn trực tuyến một người: chip, Chia bài, trả thưởng chính xác</translation>
    </message>
    <message>
        <source>&amp;Casino table of five…</source>
        <translation>Bàn sòng &amp;bài năm ghế…</translation>
    </message>
    <message>
        <source>Practise at a casino table of five seats, in turn, people or computer players</source>
        <translation>Luyện tập ở bàn sòng bài năm ghế, lần lượt, người hoặc máy chơi</translation>
    </message>
    <message>
        <source>&amp;Keys…</source>
        <translation>&amp;Phím tắt…</translation>
    </message>
    <message>
        <source>Every key of tracker</source>
        <translation>Mọi phím tắt của tracker</translation>
    </message>
    <message>
        <source>&amp;About tracker</source>
        <translation>&amp;Giới thiệu tracker</translation>
    </message>
    <message>
        <source>What tracker is, and what it is not</source>
        <translation>tracker là gì, và không phải là gì</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Thống kê…</translation>
    </message>
    <message>
        <source>The shown shoe or the whole library against chance, with charts</source>
        <translation>Shoe đang hiện hoặc cả thư viện so với xác suất, kèm biểu đồ</translation>
    </message>
    <message>
        <source>&amp;Backtest a betting system…</source>
        <translation>&amp;Kiểm thử hệ thống cược…</translation>
    </message>
    <message>
        <source>Play a system over shoes or simulated shoes, beside the expected loss</source>
        <translation>Chơi một hệ thống trên các shoe thật hoặc mô phỏng, so với mức lỗ kỳ vọng</translation>
    </message>
    <message>
        <source>Side-bet &amp;counting lab…</source>
        <translation>Phòng thử &amp;đếm bài cược phụ…</translation>
    </message>
    <message>
        <source>Play a side-bet card count over simulated shoes: its gain, swings and risk</source>
        <translation>Chạy đếm bài cược phụ trên shoe mô phỏng: lợi, dao động và rủi ro</translation>
    </message>
    <message>
        <source>No shoe</source>
        <translation>Không có shoe</translation>
    </message>
    <message>
        <source>Shoe %1</source>
        <translation>Shoe %1</translation>
    </message>
    <message>
        <source>Shoe list</source>
        <translation>Danh sách shoe</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Các ván</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Thống kê</translation>
    </message>
    <message>
        <source>tracker</source>
        <translation>tracker</translation>
    </message>
    <message>
        <source>%1 — tracker</source>
        <translation>%1 — tracker</translation>
    </message>
    <message>
        <source>One tab a table (Ctrl+1…9); the logging keys log into the one shown</source>
        <translation>Mỗi bàn một thẻ (Ctrl+1…9); các phím ghi sẽ ghi vào bàn đang hiển thị</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Your library is empty.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Press &lt;b&gt;Ctrl+N&lt;/b&gt; to log a shoe at the table, hand by hand, or &lt;b&gt;Ctrl+I&lt;/b&gt; to import shoe files (hands CSV, bead strings, shoe JSON).&lt;/p&gt;&lt;p&gt;File → Import the sample shoes brings in 20 real shoes from live tables and card-level shoes dealt by tracker&apos;s simulator, to explore at once.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Thư viện của bạn đang trống.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Nhấn &lt;b&gt;Ctrl+N&lt;/b&gt; để ghi một shoe tại bàn, từng ván một, hoặc &lt;b&gt;Ctrl+I&lt;/b&gt; để nhập tệp shoe (CSV các ván, chuỗi hạt, JSON shoe).&lt;/p&gt;&lt;p&gt;Tệp → Nhập các shoe mẫu sẽ đưa vào 20 shoe thật từ các bàn trực tiếp và các shoe chia từng lá bởi trình mô phỏng của tracker, để xem ngay.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>No shoe open for logging at this table: Ctrl+N starts a new shoe (Shoe → Reopen opens a closed one again).</source>
        <translation>Bàn này không có shoe nào đang mở để ghi: Ctrl+N bắt đầu shoe mới (Shoe → Mở lại để mở lại một shoe đã đóng).</translation>
    </message>
    <message>
        <source>Saved: %Ln hand(s)</source>
        <translation>Đã lưu: %Ln ván</translation>
    </message>
    <message>
        <source>Choose a hand in the hands table first (the shoe list has the keys).</source>
        <translation>Hãy chọn một ván trong bảng các ván trước (phím đang ở danh sách shoe).</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Hoàn tác %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Làm lại %1</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>shoe {label!r} gives its decks only after its first {hands:,} hands were counted with {decks} decks and {burn} burn cards: a shoe this long is checked as it is read, so its decks, rules and burn cards must come with its first hands</source>
        <translation>shoe {label!r} chỉ cho biết số bộ bài sau khi {hands:,} ván đầu đã được tính với {decks} bộ bài và {burn} lá đốt: shoe dài như vậy được kiểm tra ngay khi đọc, nên số bộ bài, luật và lá đốt phải có cùng các ván đầu</translation>
    </message>
    <message>
        <source>shoe {label!r} gives its rules only after its first {hands:,} hands were counted with {decks} decks and {burn} burn cards: a shoe this long is checked as it is read, so its decks, rules and burn cards must come with its first hands</source>
        <translation>shoe {label!r} chỉ cho biết luật sau khi {hands:,} ván đầu đã được tính với {decks} bộ bài và {burn} lá đốt: shoe dài như vậy được kiểm tra ngay khi đọc, nên số bộ bài, luật và lá đốt phải có cùng các ván đầu</translation>
    </message>
    <message>
        <source>shoe {label!r} gives its burn only after its first {hands:,} hands were counted with {decks} decks and {burn} burn cards: a shoe this long is checked as it is read, so its decks, rules and burn cards must come with its first hands</source>
        <translation>shoe {label!r} chỉ cho biết lá đốt sau khi {hands:,} ván đầu đã được tính với {decks} bộ bài và {burn} lá đốt: shoe dài như vậy được kiểm tra ngay khi đọc, nên số bộ bài, luật và lá đốt phải có cùng các ván đầu</translation>
    </message>
    <message>
        <source>the label has {count:,} characters, more than the {limit:,} a library takes</source>
        <translation>tên có {count:,} ký tự, nhiều hơn {limit:,} ký tự mà thư viện nhận</translation>
    </message>
    <message>
        <source>the casino has {count:,} characters, more than the {limit:,} a library takes</source>
        <translation>tên sòng bài có {count:,} ký tự, nhiều hơn {limit:,} ký tự mà thư viện nhận</translation>
    </message>
    <message>
        <source>the table name has {count:,} characters, more than the {limit:,} a library takes</source>
        <translation>tên bàn có {count:,} ký tự, nhiều hơn {limit:,} ký tự mà thư viện nhận</translation>
    </message>
    <message>
        <source>the source has {count:,} characters, more than the {limit:,} a library takes</source>
        <translation>nguồn có {count:,} ký tự, nhiều hơn {limit:,} ký tự mà thư viện nhận</translation>
    </message>
    <message>
        <source>the label has a NUL character (\x00), which no library takes</source>
        <translation>tên có ký tự NUL (\x00), không thư viện nào nhận</translation>
    </message>
    <message>
        <source>the casino has a NUL character (\x00), which no library takes</source>
        <translation>tên sòng bài có ký tự NUL (\x00), không thư viện nào nhận</translation>
    </message>
    <message>
        <source>the table name has a NUL character (\x00), which no library takes</source>
        <translation>tên bàn có ký tự NUL (\x00), không thư viện nào nhận</translation>
    </message>
    <message>
        <source>the source has a NUL character (\x00), which no library takes</source>
        <translation>nguồn có ký tự NUL (\x00), không thư viện nào nhận</translation>
    </message>
    <message>
        <source>the notes have a NUL character (\x00), which no library takes</source>
        <translation>ghi chú có ký tự NUL (\x00), không thư viện nào nhận</translation>
    </message>
    <message>
        <source>the decks must be a whole number from 1 to 8, not {value}</source>
        <translation>số bộ bài phải là số nguyên từ 1 đến 8, không phải {value}</translation>
    </message>
    <message>
        <source>{count:,} burn cards are more than the {limit} a library takes</source>
        <translation>{count:,} lá đốt nhiều hơn {limit} lá mà thư viện nhận</translation>
    </message>
    <message>
        <source>the cut card must be 0 to {limit:,}, not {value:,}</source>
        <translation>lá cắt phải từ 0 đến {limit:,}, không phải {value:,}</translation>
    </message>
    <message>
        <source>the line {value:,} is past the {limit:,} a library takes</source>
        <translation>dòng {value:,} vượt quá {limit:,} mà thư viện nhận</translation>
    </message>
    <message>
        <source>hand number {number:,} is past the {limit:,} a library takes</source>
        <translation>số ván {number:,} vượt quá {limit:,} mà thư viện nhận</translation>
    </message>
    <message>
        <source>hand {hand} gives the player {count} cards, more than the {limit} a library takes</source>
        <translation>ván {hand} chia cho Người Chơi {count} lá, nhiều hơn {limit} lá mà thư viện nhận</translation>
    </message>
    <message>
        <source>hand {hand} gives the banker {count} cards, more than the {limit} a library takes</source>
        <translation>ván {hand} chia cho Nhà Cái {count} lá, nhiều hơn {limit} lá mà thư viện nhận</translation>
    </message>
    <message>
        <source>shoe {name!r}: {problem}</source>
        <translation>shoe {name!r}: {problem}</translation>
    </message>
    <message>
        <source>no shoes to play: the selection is empty</source>
        <translation>không có shoe nào để chơi: chưa chọn gì</translation>
    </message>
    <message>
        <source>the number of simulated shoes must be 1 to {most}, not {shoes!r}</source>
        <translation>số shoe mô phỏng phải từ 1 đến {most}, không phải {shoes!r}</translation>
    </message>
    <message>
        <source>jobs must be 1 to {most}, not {jobs!r}</source>
        <translation>số tiến trình phải từ 1 đến {most}, không phải {jobs!r}</translation>
    </message>
    <message>
        <source>the backtest was cancelled</source>
        <translation>đã hủy kiểm thử lại</translation>
    </message>
    <message>
        <source>--from and --to name the same library ({where})</source>
        <translation>--from và --to chỉ cùng một thư viện ({where})</translation>
    </message>
    <message>
        <source>the copy in {target} does not agree with {source} ({rows}); was the library changed while it was copied? Empty the copy and run the copy again while nobody writes to it</source>
        <translation>bản sao trong {target} không khớp với {source} ({rows}); thư viện có bị thay đổi trong lúc sao chép không? Hãy làm trống bản sao và sao chép lại khi không ai ghi vào</translation>
    </message>
    <message>
        <source>--preset: no count is called {name!r}; the presets are {presets}</source>
        <translation>--preset: không có cách đếm nào tên {name!r}; các mẫu có sẵn là {presets}</translation>
    </message>
    <message>
        <source>the count was cancelled</source>
        <translation>đã hủy việc đếm bài</translation>
    </message>
    <message>
        <source>the number of perfect-play shoes must be a whole number, not {number!r}</source>
        <translation>số shoe chơi hoàn hảo phải là số nguyên, không phải {number!r}</translation>
    </message>
    <message>
        <source>the number of shoes must be a whole number, not {number!r}</source>
        <translation>số shoe phải là số nguyên, không phải {number!r}</translation>
    </message>
    <message>
        <source>the number of perfect-play shoes must be {least} to {most}, not {number}</source>
        <translation>số shoe chơi hoàn hảo phải từ {least} đến {most}, không phải {number}</translation>
    </message>
    <message>
        <source>the number of shoes must be {least} to {most}, not {number}</source>
        <translation>số shoe phải từ {least} đến {most}, không phải {number}</translation>
    </message>
    <message>
        <source>cannot write {path}: {reason}</source>
        <translation>không ghi được {path}: {reason}</translation>
    </message>
    <message>
        <source>{name}: {reason}</source>
        <translation>{name}: {reason}</translation>
    </message>
    <message>
        <source>this shoe is not open for logging; start a new shoe (Ctrl+N) to log hands</source>
        <translation>shoe này không mở để ghi; hãy bắt đầu shoe mới (Ctrl+N) để ghi ván</translation>
    </message>
    <message>
        <source>only a shoe logged at the table can be reopened; this one was {kind}</source>
        <translation>chỉ shoe ghi tại bàn mới mở lại được; shoe này là {kind}</translation>
    </message>
    <message>
        <source>hand {hand}</source>
        <translation>ván {hand}</translation>
    </message>
    <message>
        <source>hands {first}–{last}</source>
        <translation>ván {first}–{last}</translation>
    </message>
    <message>
        <source>another tracker logged {hands} meanwhile</source>
        <translation>trong lúc đó một tracker khác đã ghi {hands}</translation>
    </message>
    <message>
        <source>another tracker took back {hands} meanwhile</source>
        <translation>trong lúc đó một tracker khác đã rút lại {hands}</translation>
    </message>
    <message>
        <source>another tracker changed the shoe&apos;s hands meanwhile</source>
        <translation>trong lúc đó một tracker khác đã thay đổi các ván của shoe</translation>
    </message>
    <message>
        <source>another tracker closed the shoe meanwhile</source>
        <translation>trong lúc đó một tracker khác đã đóng shoe</translation>
    </message>
    <message>
        <source>another tracker reopened the shoe meanwhile</source>
        <translation>trong lúc đó một tracker khác đã mở lại shoe</translation>
    </message>
    <message>
        <source>another tracker changed the shoe&apos;s details meanwhile</source>
        <translation>trong lúc đó một tracker khác đã thay đổi thông tin của shoe</translation>
    </message>
    <message>
        <source>one / only: the Player&apos;s cards / the Banker&apos;s cards</source>
        <translation>chỉ một dấu /: bài của Người Chơi / bài của Nhà Cái</translation>
    </message>
    <message>
        <source>the Player&apos;s cards</source>
        <translation>bài của Người Chơi</translation>
    </message>
    <message>
        <source>the Banker&apos;s cards</source>
        <translation>bài của Nhà Cái</translation>
    </message>
    <message>
        <source>the cards</source>
        <translation>các lá bài</translation>
    </message>
    <message>
        <source>the Player holds 2 or 3 cards, not {count}</source>
        <translation>Người Chơi có 2 hoặc 3 lá, không phải {count} lá</translation>
    </message>
    <message>
        <source>the Banker holds 2 or 3 cards, not {count}</source>
        <translation>Nhà Cái có 2 hoặc 3 lá, không phải {count} lá</translation>
    </message>
    <message>
        <source>the Player&apos;s first two cards</source>
        <translation>hai lá đầu của Người Chơi</translation>
    </message>
    <message>
        <source>the Banker&apos;s first two cards</source>
        <translation>hai lá đầu của Nhà Cái</translation>
    </message>
    <message>
        <source>not in this shoe any more: {reason}</source>
        <translation>shoe này không còn lá đó: {reason}</translation>
    </message>
    <message>
        <source>the Player&apos;s third card</source>
        <translation>lá thứ ba của Người Chơi</translation>
    </message>
    <message>
        <source>the Banker&apos;s third card</source>
        <translation>lá thứ ba của Nhà Cái</translation>
    </message>
    <message>
        <source>unknown card {token!r}</source>
        <translation>lá bài không xác định {token!r}</translation>
    </message>
    <message>
        <source>{count} more of the first four cards (Player, Banker, …)</source>
        <translation>thêm {count} lá trong bốn lá đầu (Người Chơi, Nhà Cái, …)</translation>
    </message>
    <message>
        <source>{count} card(s) more than the rules deal; to keep a misdeal type the Player&apos;s cards / the Banker&apos;s cards</source>
        <translation>nhiều hơn số lá luật chia {count} lá; để giữ ván chia sai, hãy gõ bài của Người Chơi / bài của Nhà Cái</translation>
    </message>
    <message>
        <source>the shoe split off</source>
        <translation>shoe tách ra</translation>
    </message>
    <message>
        <source>the next part</source>
        <translation>phần tiếp theo</translation>
    </message>
    <message>
        <source>{name} is no longer in the library (deleted meanwhile); nothing was changed</source>
        <translation>{name} không còn trong thư viện (đã bị xóa trong lúc đó); không có gì thay đổi</translation>
    </message>
    <message>
        <source>--scheduler: expected a Dask scheduler address tcp://HOST:PORT, not {address!r}</source>
        <translation>--scheduler: cần địa chỉ bộ lập lịch Dask dạng tcp://HOST:PORT, không phải {address!r}</translation>
    </message>
    <message>
        <source>jobs must be a whole number, not {jobs!r}</source>
        <translation>số tiến trình phải là số nguyên, không phải {jobs!r}</translation>
    </message>
    <message>
        <source>the run was cancelled</source>
        <translation>đã hủy lần chạy</translation>
    </message>
    <message>
        <source>--scheduler needs Dask: pip install &apos;tracker[cluster]&apos; (dask[distributed])</source>
        <translation>--scheduler cần Dask: pip install &apos;tracker[cluster]&apos; (dask[distributed])</translation>
    </message>
    <message>
        <source>cannot reach the Dask scheduler at {where}: {reason}</source>
        <translation>không kết nối được bộ lập lịch Dask tại {where}: {reason}</translation>
    </message>
    <message>
        <source>the number of shoes must be a whole number of 1 or more, not {shoes!r}</source>
        <translation>số shoe phải là số nguyên từ 1 trở lên, không phải {shoes!r}</translation>
    </message>
    <message>
        <source>online hands per shoe must be 1 to 10000, not {hands!r}</source>
        <translation>số ván trực tuyến mỗi shoe phải từ 1 đến 10000, không phải {hands!r}</translation>
    </message>
    <message>
        <source>a batch must be 1 shoe or more, not {batch!r}</source>
        <translation>mỗi lô phải có từ 1 shoe trở lên, không phải {batch!r}</translation>
    </message>
    <message>
        <source>not enough memory to simulate {count} shoes at once; simulate fewer</source>
        <translation>không đủ bộ nhớ để mô phỏng {count} shoe cùng lúc; hãy mô phỏng ít hơn</translation>
    </message>
    <message>
        <source>the library holds damaged rules {rules!r} ({reason}); {fix}</source>
        <translation>thư viện có luật bị hỏng {rules!r} ({reason}); {fix}</translation>
    </message>
    <message>
        <source>unknown value {value!r}</source>
        <translation>giá trị không rõ {value!r}</translation>
    </message>
    <message>
        <source>a missing column</source>
        <translation>thiếu một cột</translation>
    </message>
    <message>
        <source>a hand row of the library{at} cannot be read: {reason}; {fix}</source>
        <translation>một dòng ván của thư viện{at} không đọc được: {reason}; {fix}</translation>
    </message>
    <message>
        <source>a shoe row of the library{at} cannot be read: {reason}; {fix}</source>
        <translation>một dòng shoe của thư viện{at} không đọc được: {reason}; {fix}</translation>
    </message>
    <message>
        <source>{place}: {column} holds {stored}, not {expected}</source>
        <translation>{place}: {column} chứa {stored}, không phải {expected}</translation>
    </message>
    <message>
        <source>{found}; {left_out}</source>
        <translation>{found}; {left_out}</translation>
    </message>
    <message>
        <source>{named}
• {row}</source>
        <translation>{named}
• {row}</translation>
    </message>
    <message>
        <source>{named}
• and {more} more</source>
        <translation>{named}
• và {more} dòng khác</translation>
    </message>
    <message>
        <source>The library holds damaged rows: the rest of it is shown, these are left out (nothing was changed):{rows}

{fix}</source>
        <translation>Thư viện có dòng bị hỏng: phần còn lại vẫn hiển thị, các dòng sau bị bỏ qua (không có gì thay đổi):{rows}

{fix}</translation>
    </message>
    <message>
        <source>one of {values}</source>
        <translation>một trong {values}</translation>
    </message>
    <message>
        <source>cards such as 9H 3D</source>
        <translation>lá bài như 9H 3D</translation>
    </message>
    <message>
        <source>text in UTF-8</source>
        <translation>văn bản UTF-8</translation>
    </message>
    <message>
        <source>it is left out</source>
        <translation>nó bị bỏ qua</translation>
    </message>
    <message>
        <source>one of {values} or nothing</source>
        <translation>một trong {values} hoặc để trống</translation>
    </message>
    <message>
        <source>minutes east of UTC within ±24 hours (-1439 to 1439)</source>
        <translation>số phút lệch về phía đông UTC trong ±24 giờ (-1439 đến 1439)</translation>
    </message>
    <message>
        <source>the JSON of a rule set</source>
        <translation>JSON của một bộ luật</translation>
    </message>
    <message>
        <source>a JSON object</source>
        <translation>một đối tượng JSON</translation>
    </message>
    <message>
        <source>a JSON list</source>
        <translation>một danh sách JSON</translation>
    </message>
    <message>
        <source>B, P, T or nothing</source>
        <translation>B, P, T hoặc để trống</translation>
    </message>
    <message>
        <source>a date and time (YYYY-MM-DD HH:MM:SS)</source>
        <translation>ngày giờ (YYYY-MM-DD HH:MM:SS)</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>một số nguyên</translation>
    </message>
    <message>
        <source>a {type} value</source>
        <translation>một giá trị {type}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>trống</translation>
    </message>
    <message>
        <source>shoe {shoe} (&quot;{label}&quot;, table &quot;{table}&quot;)</source>
        <translation>shoe {shoe} (&quot;{label}&quot;, bàn &quot;{table}&quot;)</translation>
    </message>
    <message>
        <source>shoe {shoe} (&quot;{label}&quot;)</source>
        <translation>shoe {shoe} (&quot;{label}&quot;)</translation>
    </message>
    <message>
        <source>shoe {shoe} (table &quot;{table}&quot;)</source>
        <translation>shoe {shoe} (bàn &quot;{table}&quot;)</translation>
    </message>
    <message>
        <source>shoe {shoe}</source>
        <translation>shoe {shoe}</translation>
    </message>
    <message>
        <source>hand {hand} of {shoe}, at position {position}</source>
        <translation>ván {hand} của {shoe}, ở vị trí {position}</translation>
    </message>
    <message>
        <source>shoe {shoe} is left out wherever its hands are read</source>
        <translation>shoe {shoe} bị bỏ qua ở mọi nơi đọc các ván của nó</translation>
    </message>
    <message>
        <source>what no shoe can</source>
        <translation>điều không shoe nào có được</translation>
    </message>
    <message>
        <source>a readable shoe ({reason})</source>
        <translation>một shoe đọc được ({reason})</translation>
    </message>
    <message>
        <source>{table} row {row}</source>
        <translation>dòng {row} của bảng {table}</translation>
    </message>
    <message>
        <source>hand {hand} of {shoe}</source>
        <translation>ván {hand} của {shoe}</translation>
    </message>
    <message>
        <source>it cannot be copied</source>
        <translation>không sao chép được</translation>
    </message>
    <message>
        <source>{place} cannot be read: {column} holds {stored}, not {expected}; {fix}</source>
        <translation>{place} không đọc được: {column} chứa {stored}, không phải {expected}; {fix}</translation>
    </message>
    <message>
        <source>hands {first} to {last} ({count} hands)</source>
        <translation>các ván {first} đến {last} ({count} ván)</translation>
    </message>
    <message>
        <source>they are left out</source>
        <translation>chúng bị bỏ qua</translation>
    </message>
    <message>
        <source>a shoe of the library (there is no shoe {shoe})</source>
        <translation>một shoe của thư viện (không có shoe {shoe})</translation>
    </message>
    <message>
        <source>{text!r} is not a database URL ({reason}); give --db or TRACKER_DB an SQLAlchemy URL such as sqlite:///path/to/library.sqlite, or a file path</source>
        <translation>{text!r} không phải URL cơ sở dữ liệu ({reason}); hãy cho --db hoặc TRACKER_DB một URL SQLAlchemy như sqlite:///path/to/library.sqlite, hoặc một đường dẫn tệp</translation>
    </message>
    <message>
        <source>the library URL&apos;s {part} holds a NUL character (%00), which no database can take; correct the --db or TRACKER_DB URL</source>
        <translation>{part} của URL thư viện có ký tự NUL (%00), không cơ sở dữ liệu nào nhận; hãy sửa URL của --db hoặc TRACKER_DB</translation>
    </message>
    <message>
        <source>cannot open the library {where}: its database driver is not installed ({reason}); {fix}, or choose another library with --db or TRACKER_DB</source>
        <translation>không mở được thư viện {where}: chưa cài trình điều khiển cơ sở dữ liệu ({reason}); hãy {fix}, hoặc chọn thư viện khác bằng --db hoặc TRACKER_DB</translation>
    </message>
    <message>
        <source>cannot open the library {where}: {reason}; give --db or TRACKER_DB an SQLAlchemy URL such as sqlite:///path/to/library.sqlite, or a file path</source>
        <translation>không mở được thư viện {where}: {reason}; hãy cho --db hoặc TRACKER_DB một URL SQLAlchemy như sqlite:///path/to/library.sqlite, hoặc một đường dẫn tệp</translation>
    </message>
    <message>
        <source>cannot use the library {where}: {detail}; make room on its disk, or choose another with --db or TRACKER_DB</source>
        <translation>không dùng được thư viện {where}: {detail}; hãy giải phóng dung lượng đĩa, hoặc chọn thư viện khác bằng --db hoặc TRACKER_DB</translation>
    </message>
    <message>
        <source>cannot use the library {where}: {detail}; {fix}, or choose another with --db or TRACKER_DB</source>
        <translation>không dùng được thư viện {where}: {detail}; hãy {fix}, hoặc chọn thư viện khác bằng --db hoặc TRACKER_DB</translation>
    </message>
    <message>
        <source>the library {where} is damaged ({detail}); {fix}</source>
        <translation>thư viện {where} bị hỏng ({detail}); hãy {fix}</translation>
    </message>
    <message>
        <source>check the URL (server, port, user name, password, database name) and that the server runs</source>
        <translation>kiểm tra URL (máy chủ, cổng, tên người dùng, mật khẩu, tên cơ sở dữ liệu) và máy chủ có đang chạy</translation>
    </message>
    <message>
        <source>check the user name and password</source>
        <translation>kiểm tra tên người dùng và mật khẩu</translation>
    </message>
    <message>
        <source>check the database name in the URL</source>
        <translation>kiểm tra tên cơ sở dữ liệu trong URL</translation>
    </message>
    <message>
        <source>cannot connect to the library {where}: {detail}; {fix}</source>
        <translation>không kết nối được thư viện {where}: {detail}; hãy {fix}</translation>
    </message>
    <message>
        <source>check that the database user may write to it</source>
        <translation>kiểm tra người dùng cơ sở dữ liệu có quyền ghi</translation>
    </message>
    <message>
        <source>install it</source>
        <translation>cài đặt nó</translation>
    </message>
    <message>
        <source>restore it from a backup of the database</source>
        <translation>khôi phục nó từ bản sao lưu của cơ sở dữ liệu</translation>
    </message>
    <message>
        <source>check that the file and its folder can be written</source>
        <translation>kiểm tra tệp và thư mục của nó có ghi được</translation>
    </message>
    <message>
        <source>{path} is a folder, not a library file; give a file path</source>
        <translation>{path} là thư mục, không phải tệp thư viện; hãy cho một đường dẫn tệp</translation>
    </message>
    <message>
        <source>{path} is not a regular file (a pipe, FIFO or device), so not a library; give a file path with --db or TRACKER_DB</source>
        <translation>{path} không phải tệp thường (là pipe, FIFO hoặc thiết bị), nên không phải thư viện; hãy cho đường dẫn tệp bằng --db hoặc TRACKER_DB</translation>
    </message>
    <message>
        <source>cannot read the library {path}: {reason}; check that the file can be read, or choose another with --db or TRACKER_DB</source>
        <translation>không đọc được thư viện {path}: {reason}; hãy kiểm tra tệp có đọc được, hoặc chọn thư viện khác bằng --db hoặc TRACKER_DB</translation>
    </message>
    <message>
        <source>{path} is an empty file, not a tracker library; if it should hold your shoes, restore it from a copy (a library upgrade leaves one beside it, {name}.bak-*); to start a new library there, delete the file first, or choose another with --db or TRACKER_DB</source>
        <translation>{path} là tệp rỗng, không phải thư viện tracker; nếu nó phải chứa các shoe của bạn, hãy khôi phục từ bản sao (nâng cấp thư viện để lại một bản bên cạnh, {name}.bak-*); để tạo thư viện mới ở đó, hãy xóa tệp trước, hoặc chọn thư viện khác bằng --db hoặc TRACKER_DB</translation>
    </message>
    <message>
        <source>cannot create the library {path}: the folder {folder} does not exist; create it first or correct the path</source>
        <translation>không tạo được thư viện {path}: thư mục {folder} không tồn tại; hãy tạo nó trước hoặc sửa đường dẫn</translation>
    </message>
    <message>
        <source>cannot create the folder for the library {path}: {reason}; choose another place with --db or TRACKER_DB</source>
        <translation>không tạo được thư mục cho thư viện {path}: {reason}; hãy chọn nơi khác bằng --db hoặc TRACKER_DB</translation>
    </message>
    <message>
        <source>the library {path} needs an upgrade, but the backup copy made first could not be written to {target} ({reason}); make room or allow writing in its folder, then open it again (the library was not changed)</source>
        <translation>thư viện {path} cần nâng cấp, nhưng bản sao lưu tạo trước không ghi được vào {target} ({reason}); hãy giải phóng dung lượng hoặc cho phép ghi vào thư mục đó, rồi mở lại (thư viện không bị thay đổi)</translation>
    </message>
    <message>
        <source>open one of the backup copies beside it ({name}.bak-*) with --db, or recover what can be read with the sqlite3 tool&apos;s .recover command</source>
        <translation>mở một bản sao lưu bên cạnh nó ({name}.bak-*) bằng --db, hoặc cứu phần đọc được bằng lệnh .recover của công cụ sqlite3</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>một số</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true hoặc false</translation>
    </message>
    <message>
        <source>the library URL&apos;s {key}={value!r} is not {must_be}; correct the --db or TRACKER_DB URL</source>
        <translation>{key}={value!r} trong URL thư viện không phải {must_be}; hãy sửa URL của --db hoặc TRACKER_DB</translation>
    </message>
    <message>
        <source>install tracker&apos;s postgres extra (pip install &apos;tracker[postgres]&apos;)</source>
        <translation>cài phần mở rộng postgres của tracker (pip install &apos;tracker[postgres]&apos;)</translation>
    </message>
    <message>
        <source>the library {where} is on PostgreSQL {version}, which is too old: tracker needs PostgreSQL {least} or newer; upgrade the server, or choose another library with --db or TRACKER_DB</source>
        <translation>thư viện {where} chạy trên PostgreSQL {version}, quá cũ: tracker cần PostgreSQL {least} trở lên; hãy nâng cấp máy chủ, hoặc chọn thư viện khác bằng --db hoặc TRACKER_DB</translation>
    </message>
    <message>
        <source>the library is damaged: open a backup copy of it (library.sqlite.bak-* beside it) or import a JSON export into a new one</source>
        <translation>thư viện bị hỏng: hãy mở một bản sao lưu của nó (library.sqlite.bak-* bên cạnh) hoặc nhập bản xuất JSON vào thư viện mới</translation>
    </message>
    <message>
        <source>The library is damaged: open a backup copy of it (library.sqlite.bak-* beside it) or import a JSON export into a new one.</source>
        <translation>Thư viện bị hỏng: hãy mở một bản sao lưu của nó (library.sqlite.bak-* bên cạnh) hoặc nhập bản xuất JSON vào thư viện mới.</translation>
    </message>
    <message>
        <source>import cancelled; nothing of it was stored</source>
        <translation>đã hủy nhập; không có gì của nó được lưu</translation>
    </message>
    <message>
        <source>{where} is not a tracker library (it is not an SQLite database); choose another file with --db or TRACKER_DB, or move this one away to start a new library there</source>
        <translation>{where} không phải thư viện tracker (không phải cơ sở dữ liệu SQLite); hãy chọn tệp khác bằng --db hoặc TRACKER_DB, hoặc chuyển tệp này đi để tạo thư viện mới ở đó</translation>
    </message>
    <message>
        <source>{named} and {more} more</source>
        <translation>{named} và {more} mục khác</translation>
    </message>
    <message>
        <source>{where} is not a tracker library (it has no shoes table): it holds tables of another program: {held}; it was left as it was: choose another file with --db or TRACKER_DB, or move this one away</source>
        <translation>{where} không phải thư viện tracker (không có bảng shoes): nó chứa bảng của chương trình khác: {held}; tệp được giữ nguyên: hãy chọn tệp khác bằng --db hoặc TRACKER_DB, hoặc chuyển tệp này đi</translation>
    </message>
    <message>
        <source>the library {where} is locked: another program (perhaps another tracker window or import) is writing to it; wait for it to finish or close it, then try again</source>
        <translation>thư viện {where} đang bị khóa: một chương trình khác (có thể là cửa sổ tracker khác hoặc việc nhập) đang ghi vào; hãy chờ nó xong hoặc đóng nó, rồi thử lại</translation>
    </message>
    <message>
        <source>the library {where} was changed by another writer at the same moment; nothing was stored: try again</source>
        <translation>thư viện {where} bị một nguồn ghi khác thay đổi cùng lúc; không có gì được lưu: hãy thử lại</translation>
    </message>
    <message>
        <source>shoe {shoe} was changed elsewhere (revision {revision}, not {expected}); nothing was written</source>
        <translation>shoe {shoe} đã bị thay đổi ở nơi khác (phiên bản {revision}, không phải {expected}); không có gì được ghi</translation>
    </message>
    <message>
        <source>shoe {shoe} is closed; start a new shoe to log more hands</source>
        <translation>shoe {shoe} đã đóng; hãy bắt đầu shoe mới để ghi thêm ván</translation>
    </message>
    <message>
        <source>no practice session {session} in the library {where}</source>
        <translation>không có buổi luyện tập {session} trong thư viện {where}</translation>
    </message>
    <message>
        <source>the shoe {label!r} at table {table!r}</source>
        <translation>shoe {label!r} ở bàn {table!r}</translation>
    </message>
    <message>
        <source>the shoe {label!r}</source>
        <translation>shoe {label!r}</translation>
    </message>
    <message>
        <source>the shoe at table {table!r}</source>
        <translation>shoe ở bàn {table!r}</translation>
    </message>
    <message>
        <source>the shoe</source>
        <translation>shoe này</translation>
    </message>
    <message>
        <source>{shoe} has {hands} hands: a split must leave hands on both sides (asked to split before hand {hand})</source>
        <translation>{shoe} có {hands} ván: tách phải để lại ván ở cả hai bên (yêu cầu tách trước ván {hand})</translation>
    </message>
    <message>
        <source>shoe {shoe} cannot be merged with itself</source>
        <translation>shoe {shoe} không thể gộp với chính nó</translation>
    </message>
    <message>
        <source>no shoe {shoe} in the library {where}</source>
        <translation>không có shoe {shoe} trong thư viện {where}</translation>
    </message>
    <message>
        <source>no hand {hand} in the library {where}</source>
        <translation>không có ván {hand} trong thư viện {where}</translation>
    </message>
    <message>
        <source>the library {where} is damaged: its table {table!r} is missing; {fix}</source>
        <translation>thư viện {where} bị hỏng: thiếu bảng {table!r}; hãy {fix}</translation>
    </message>
    <message>
        <source>the library {where} does not record its schema revision (its alembic_version table is empty or holds several); it is damaged: open one of the backup copies beside it ({name}.bak-*) with --db, or choose another library</source>
        <translation>thư viện {where} không ghi phiên bản lược đồ (bảng alembic_version trống hoặc có nhiều dòng); nó bị hỏng: hãy mở một bản sao lưu bên cạnh ({name}.bak-*) bằng --db, hoặc chọn thư viện khác</translation>
    </message>
    <message>
        <source>{where} was written by a newer version of tracker; upgrade the app to open it (its schema is {current}; this version knows up to {head})</source>
        <translation>{where} được ghi bởi phiên bản tracker mới hơn; hãy nâng cấp ứng dụng để mở (lược đồ của nó là {current}; phiên bản này chỉ biết đến {head})</translation>
    </message>
    <message>
        <source>the library {where} is damaged: its table {table!r} has no column {column!r}, which its schema revision ({revision}) has; {fix}</source>
        <translation>thư viện {where} bị hỏng: bảng {table!r} không có cột {column!r} mà phiên bản lược đồ ({revision}) có; hãy {fix}</translation>
    </message>
    <message>
        <source>its table {table!r}</source>
        <translation>bảng {table!r} của nó</translation>
    </message>
    <message>
        <source>its table {table!r} has the column {column!r}</source>
        <translation>bảng {table!r} của nó có cột {column!r}</translation>
    </message>
    <message>
        <source>{what}, which came with revision {revision}</source>
        <translation>{what}, có từ phiên bản {revision}</translation>
    </message>
    <message>
        <source>open the copy tracker made before its upgrade ({name}.bak-*) with --db</source>
        <translation>hãy mở bản sao tracker tạo trước khi nâng cấp ({name}.bak-*) bằng --db</translation>
    </message>
    <message>
        <source>the library {where} says its schema is revision {current}, but its tables are of a later revision ({found}); it was left as it was: {restore}, or, if its tables are all of revision {latest}, record that in it (UPDATE alembic_version SET version_num = &apos;{latest}&apos;)</source>
        <translation>thư viện {where} ghi lược đồ là phiên bản {current}, nhưng các bảng thuộc phiên bản sau ({found}); nó được giữ nguyên: {restore}, hoặc, nếu các bảng đều thuộc phiên bản {latest}, hãy ghi điều đó vào (UPDATE alembic_version SET version_num = &apos;{latest}&apos;)</translation>
    </message>
    <message>
        <source>the library {where} is not empty (its {table} table holds {held} rows): copy into a new, empty library, or bring shoes into this one with tracker export and tracker import</source>
        <translation>thư viện {where} không trống (bảng {table} có {held} dòng): hãy sao chép vào một thư viện mới trống, hoặc đưa shoe vào thư viện này bằng tracker export và tracker import</translation>
    </message>
    <message>
        <source>copy cancelled; nothing was stored in the target</source>
        <translation>đã hủy sao chép; không có gì được lưu vào đích</translation>
    </message>
    <message>
        <source>a damaged row of the source library: {what}; nothing was copied: tracker export --format json writes the rest of the library, which tracker import stores in a new one</source>
        <translation>một dòng bị hỏng trong thư viện nguồn: {what}; không có gì được sao chép: tracker export --format json ghi phần còn lại của thư viện, và tracker import lưu nó vào thư viện mới</translation>
    </message>
    <message>
        <source>the {table} table cannot be read ({reason})</source>
        <translation>không đọc được bảng {table} ({reason})</translation>
    </message>
    <message>
        <source>a row of the {table} table after {last} cannot be read ({reason})</source>
        <translation>một dòng của bảng {table} sau {last} không đọc được ({reason})</translation>
    </message>
    <message>
        <source>{value:,} is past the {largest:,} a library takes</source>
        <translation>{value:,} vượt quá {largest:,} mà thư viện nhận</translation>
    </message>
    <message>
        <source>it has {count:,} characters, more than the {length:,} a library takes</source>
        <translation>nó có {count:,} ký tự, nhiều hơn {length:,} ký tự mà thư viện nhận</translation>
    </message>
    <message>
        <source>it has a NUL character (\x00), which no library takes</source>
        <translation>nó có ký tự NUL (\x00), không thư viện nào nhận</translation>
    </message>
    <message>
        <source>the {table} row of {key} cannot be copied: its {name}: {problem}; change it in the source library first; nothing was copied</source>
        <translation>không sao chép được dòng {table} của {key}: {name} của nó: {problem}; hãy sửa nó trong thư viện nguồn trước; không có gì được sao chép</translation>
    </message>
    <message>
        <source>Player draws on 0–5 and stands on 6 or 7</source>
        <translation>Người Chơi rút bài khi 0–5 và dừng khi 6 hoặc 7</translation>
    </message>
    <message>
        <source>a natural 8 or 9 on either side: both hands stand</source>
        <translation>một bên có tự nhiên 8 hoặc 9: cả hai bên đều dừng</translation>
    </message>
    <message>
        <source>when the Player stands, Banker draws on 0–5 and stands on 6 or 7</source>
        <translation>khi Người Chơi dừng, Nhà Cái rút bài khi 0–5 và dừng khi 6 hoặc 7</translation>
    </message>
    <message>
        <source>{low} or {high}</source>
        <translation>{low} hoặc {high}</translation>
    </message>
    <message>
        <source>{low}–{high}</source>
        <translation>{low}–{high}</translation>
    </message>
    <message>
        <source>Banker {total} always draws</source>
        <translation>Nhà Cái {total} luôn rút bài</translation>
    </message>
    <message>
        <source>Banker {total} always stands</source>
        <translation>Nhà Cái {total} luôn dừng</translation>
    </message>
    <message>
        <source>Banker {total} draws unless the Player&apos;s third card is {values}</source>
        <translation>Nhà Cái {total} rút bài, trừ khi lá thứ ba của Người Chơi là {values}</translation>
    </message>
    <message>
        <source>Banker {total} draws when the Player&apos;s third card is {values}</source>
        <translation>Nhà Cái {total} rút bài khi lá thứ ba của Người Chơi là {values}</translation>
    </message>
    <message>
        <source>Player natural {player} and Banker natural {banker} — {rule}</source>
        <translation>Người Chơi tự nhiên {player} và Nhà Cái tự nhiên {banker} — {rule}</translation>
    </message>
    <message>
        <source>Player natural {player} — {rule}</source>
        <translation>Người Chơi tự nhiên {player} — {rule}</translation>
    </message>
    <message>
        <source>Banker natural {banker} — {rule}</source>
        <translation>Nhà Cái tự nhiên {banker} — {rule}</translation>
    </message>
    <message>
        <source>Player {total} draws — {rule}</source>
        <translation>Người Chơi {total} rút bài — {rule}</translation>
    </message>
    <message>
        <source>Player {total} stands — {rule}</source>
        <translation>Người Chơi {total} dừng — {rule}</translation>
    </message>
    <message>
        <source>Banker {total} draws on a third card of {third} — {rule}</source>
        <translation>Nhà Cái {total} rút bài khi lá thứ ba là {third} — {rule}</translation>
    </message>
    <message>
        <source>Banker {total} stands on a third card of {third} — {rule}</source>
        <translation>Nhà Cái {total} dừng khi lá thứ ba là {third} — {rule}</translation>
    </message>
    <message>
        <source>Banker {total} draws — {rule}</source>
        <translation>Nhà Cái {total} rút bài — {rule}</translation>
    </message>
    <message>
        <source>Banker {total} stands — {rule}</source>
        <translation>Nhà Cái {total} dừng — {rule}</translation>
    </message>
    <message>
        <source>Tie, {player} to {banker}</source>
        <translation>Hòa, {player} – {banker}</translation>
    </message>
    <message>
        <source>Banker wins, {banker} to {player}</source>
        <translation>Nhà Cái thắng, {banker} – {player}</translation>
    </message>
    <message>
        <source>Player wins, {player} to {banker}</source>
        <translation>Người Chơi thắng, {player} – {banker}</translation>
    </message>
    <message>
        <source>{n} cards left before this hand</source>
        <translation>còn {n} lá trước ván này</translation>
    </message>
    <message>
        <source>the burn cards cannot come from the shoe ({reason})</source>
        <translation>các lá đốt không thể đến từ shoe này ({reason})</translation>
    </message>
    <message>
        <source>hand {number} records no cards, so the cards left after it are not known</source>
        <translation>ván {number} không ghi lá bài nên không biết số lá còn lại sau đó</translation>
    </message>
    <message>
        <source>the cards up to hand {number} cannot all come from the shoe</source>
        <translation>các lá bài đến ván {number} không thể đều đến từ shoe này</translation>
    </message>
    <message>
        <source>{n} cards left: too few for a coup</source>
        <translation>còn {n} lá: không đủ cho một ván</translation>
    </message>
    <message>
        <source>Each side is dealt two cards first; this hand records fewer.</source>
        <translation>Mỗi bên được chia hai lá trước; ván này ghi ít hơn.</translation>
    </message>
    <message>
        <source>By the rules this hand needs more cards than are recorded (the problem says which).</source>
        <translation>Theo luật, ván này cần nhiều lá hơn số đã ghi (lỗi cho biết lá nào).</translation>
    </message>
    <message>
        <source>As recorded, the Player holds {player} cards and the Banker {banker}: the rules give {rules_player} and {rules_banker}.</source>
        <translation>Theo ghi chép, Người Chơi có {player} lá và Nhà Cái {banker} lá: theo luật là {rules_player} và {rules_banker}.</translation>
    </message>
    <message>
        <source>no shoe was stored after this one from the same file</source>
        <translation>không có shoe nào được lưu sau shoe này từ cùng tệp</translation>
    </message>
    <message>
        <source>{error}: undo refused; the shoe is shown as it is now</source>
        <translation>{error}: hoàn tác bị từ chối; shoe được hiện đúng như bây giờ</translation>
    </message>
    <message>
        <source>{error}: redo refused; the shoe is shown as it is now</source>
        <translation>{error}: làm lại bị từ chối; shoe được hiện đúng như bây giờ</translation>
    </message>
    <message>
        <source>another tracker changed the shoe meanwhile</source>
        <translation>một tracker khác đã thay đổi shoe trong lúc đó</translation>
    </message>
    <message>
        <source>{error}: the edit was refused; the shoe is shown as it is now</source>
        <translation>{error}: việc sửa bị từ chối; shoe được hiện đúng như bây giờ</translation>
    </message>
    <message>
        <source>{error}: the delete was refused; the shoe is shown as it is now</source>
        <translation>{error}: việc xóa bị từ chối; shoe được hiện đúng như bây giờ</translation>
    </message>
    <message>
        <source>{field}: expected a whole number above {above}, not {given!r}</source>
        <translation>{field}: cần một số nguyên lớn hơn {above}, không phải {given!r}</translation>
    </message>
    <message>
        <source>{field}: expected a number above {above}, not {given!r}</source>
        <translation>{field}: cần một số lớn hơn {above}, không phải {given!r}</translation>
    </message>
    <message>
        <source>{field}: expected a whole number, not {given!r}</source>
        <translation>{field}: cần một số nguyên, không phải {given!r}</translation>
    </message>
    <message>
        <source>{field}: expected a number, not {given!r}</source>
        <translation>{field}: cần một số, không phải {given!r}</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Ngưỡng</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Tiền cược</translation>
    </message>
    <message>
        <source>Bankroll</source>
        <translation>Vốn</translation>
    </message>
    <message>
        <source>Seed: expected a whole number from 0 to 2**64 - 1 (or empty for a random seed), not {given!r}</source>
        <translation>Hạt giống: cần một số nguyên từ 0 đến 2**64 - 1 (để trống nếu muốn ngẫu nhiên), không phải {given!r}</translation>
    </message>
    <message>
        <source>Table: {reason}</source>
        <translation>Bàn: {reason}</translation>
    </message>
    <message>
        <source>unknown card {token!r}: {reason}</source>
        <translation>lá bài không xác định {token!r}: {reason}</translation>
    </message>
    <message>
        <source>{place}: {reason}</source>
        <translation>{place}: {reason}</translation>
    </message>
    <message>
        <source>decks must be a whole number from {low} to {high}, not {decks!r}</source>
        <translation>số bộ bài phải là số nguyên từ {low} đến {high}, không phải {decks!r}</translation>
    </message>
    <message>
        <source>card {number} ({card}): the shoe holds no more ten-value cards</source>
        <translation>lá thứ {number} ({card}): shoe không còn lá nào có giá trị mười</translation>
    </message>
    <message>
        <source>an {decks}-deck shoe</source>
        <translation>shoe {decks} bộ bài</translation>
    </message>
    <message>
        <source>a {decks}-deck shoe</source>
        <translation>shoe {decks} bộ bài</translation>
    </message>
    <message>
        <source>expected a rank (A or 1, 2-9, T or 10, J, Q, K; a bare 0 for any ten-value card) optionally followed by a suit (S, H, D, C)</source>
        <translation>cần một hạng bài (A hoặc 1, 2-9, T hoặc 10, J, Q, K; chỉ 0 cho bất kỳ lá giá trị mười nào), có thể kèm chất (S, H, D, C)</translation>
    </message>
    <message>
        <source>empty card</source>
        <translation>lá bài trống</translation>
    </message>
    <message>
        <source>{where}, card {number}</source>
        <translation>{where}, lá thứ {number}</translation>
    </message>
    <message>
        <source>card {number}</source>
        <translation>lá thứ {number}</translation>
    </message>
    <message>
        <source>card {number} ({card}): the shoe holds no more cards of rank {rank}</source>
        <translation>lá thứ {number} ({card}): shoe không còn lá hạng {rank}</translation>
    </message>
    <message>
        <source>card {number} ({card}): {shoe} holds only {count} of it</source>
        <translation>lá thứ {number} ({card}): {shoe} chỉ có {count} lá này</translation>
    </message>
    <message>
        <source>a count tags 13 ranks, not {count}</source>
        <translation>một cách đếm gán giá trị cho 13 hạng bài, không phải {count}</translation>
    </message>
    <message>
        <source>a betting rule is one of {rules}, not {rule!r}</source>
        <translation>quy tắc đặt cược phải là một trong {rules}, không phải {rule!r}</translation>
    </message>
    <message>
        <source>the lab plays the side bets {bets}, not {bet!r}</source>
        <translation>phòng thử chỉ chơi các cược phụ {bets}, không phải {bet!r}</translation>
    </message>
    <message>
        <source>the stake must be more than 0, not {stake}</source>
        <translation>tiền cược phải lớn hơn 0, không phải {stake}</translation>
    </message>
    <message>
        <source>--tags: {item!r} is not RANK:VALUE with a rank of A, 2–9, T, J, Q, K</source>
        <translation>--tags: {item!r} không phải HẠNG:GIÁ TRỊ với hạng là A, 2–9, T, J, Q, K</translation>
    </message>
    <message>
        <source>--tags: the value of {rank} must be a whole number, not {value!r}</source>
        <translation>--tags: giá trị của {rank} phải là số nguyên, không phải {value!r}</translation>
    </message>
    <message>
        <source>--tags: the rank {rank} is given twice</source>
        <translation>--tags: hạng {rank} được cho hai lần</translation>
    </message>
    <message>
        <source>--tags: give at least one rank&apos;s value, e.g. 8:2,9:2,4:-1</source>
        <translation>--tags: hãy cho giá trị của ít nhất một hạng, ví dụ 8:2,9:2,4:-1</translation>
    </message>
    <message>
        <source>--bet-when: expected rc&gt;N or rc&gt;=N (N whole) or tc&gt;=N, not {text!r}</source>
        <translation>--bet-when: cần rc&gt;N hoặc rc&gt;=N (N nguyên) hoặc tc&gt;=N, không phải {text!r}</translation>
    </message>
    <message>
        <source>--after-cut is one or stop, not {after_cut!r}</source>
        <translation>--after-cut là one hoặc stop, không phải {after_cut!r}</translation>
    </message>
    <message>
        <source>the number of shoes must be 1 or more, not {shoes}</source>
        <translation>số shoe phải từ 1 trở lên, không phải {shoes}</translation>
    </message>
    <message>
        <source>the coup needed a card number {needed} but only {had} were there to deal</source>
        <translation>ván này cần lá thứ {needed} nhưng chỉ có {had} lá để chia</translation>
    </message>
    <message>
        <source>only {cards} card left</source>
        <translation>chỉ còn {cards} lá</translation>
    </message>
    <message>
        <source>only {cards} cards left</source>
        <translation>chỉ còn {cards} lá</translation>
    </message>
    <message>
        <source>{left}: how far one card moves the odds needs {needed}, since a coup can need {least} cards after one is taken out</source>
        <translation>{left}: để tính một lá bài làm xác suất thay đổi bao nhiêu cần {needed} lá, vì sau khi rút một lá, một ván vẫn có thể cần {least} lá</translation>
    </message>
    <message>
        <source>{left}: a coup can need {least} cards, so the odds of the next hand are not defined (a shoe this short is reshuffled before another hand)</source>
        <translation>{left}: một ván có thể cần {least} lá, nên xác suất của ván sau không xác định được (shoe ngắn như vậy sẽ được xáo lại trước ván tiếp theo)</translation>
    </message>
    <message>
        <source>the composition has a negative count of some value</source>
        <translation>thành phần bài có số lượng âm ở một giá trị nào đó</translation>
    </message>
    <message>
        <source>a seed must be a whole number from 0 to {limit}, not {seed!r}</source>
        <translation>hạt giống phải là số nguyên từ 0 đến {limit}, không phải {seed!r}</translation>
    </message>
    <message>
        <source>winner must be B, P or T (or Banker, Player, Tie), not {text!r}</source>
        <translation>bên thắng phải là B, P hoặc T (hoặc Banker, Player, Tie), không phải {text!r}</translation>
    </message>
    <message>
        <source>Banker commission must be 5 or 4 percent, not {commission!r}</source>
        <translation>hoa hồng Nhà Cái phải là 5 hoặc 4 phần trăm, không phải {commission!r}</translation>
    </message>
    <message>
        <source>Tie must pay 8 or 9 to 1, not {pays!r}</source>
        <translation>Hòa phải 8 ăn 1 hoặc 9 ăn 1, không phải {pays!r}</translation>
    </message>
    <message>
        <source>pair bets pay 11 to 1, not {pays!r}</source>
        <translation>cược đôi 11 ăn 1, không phải {pays!r}</translation>
    </message>
    <message>
        <source>hands after the cut card must be 0 to 3, not {hands}</source>
        <translation>số ván sau lá cắt phải từ 0 đến 3, không phải {hands}</translation>
    </message>
    <message>
        <source>the cut card must leave {least} to {most} cards behind it in {shoe}, not {cut}</source>
        <translation>trong {shoe}, lá cắt phải để lại {least} đến {most} lá phía sau, không phải {cut}</translation>
    </message>
    <message>
        <source>unknown rule {rule!r}</source>
        <translation>quy tắc không xác định {rule!r}</translation>
    </message>
    <message>
        <source>a stake must be an exact amount (int or Decimal), not {stake!r}</source>
        <translation>tiền cược phải là một số tiền chính xác (int hoặc Decimal), không phải {stake!r}</translation>
    </message>
    <message>
        <source>a stake must be a positive amount, not {stake}</source>
        <translation>tiền cược phải là số dương, không phải {stake}</translation>
    </message>
    <message>
        <source>{bet}: the first two cards are ten-value cards of unknown rank</source>
        <translation>{bet}: hai lá đầu là lá giá trị mười không rõ hạng</translation>
    </message>
    <message>
        <source>the shoe is finished: the cut card came out and the last hand was dealt; shuffle a new shoe</source>
        <translation>shoe đã hết: lá cắt đã ra và ván cuối đã chia xong; hãy xáo một shoe mới</translation>
    </message>
    <message>
        <source>{bet}: a stake cannot be negative ({stake})</source>
        <translation>{bet}: tiền cược không được âm ({stake})</translation>
    </message>
    <message>
        <source>{bet} is not turned on at this table</source>
        <translation>{bet} chưa được bật ở bàn này</translation>
    </message>
    <message>
        <source>{bet} needs a bet on Player, Banker or Tie beside it</source>
        <translation>{bet} cần kèm một cược vào Người Chơi, Nhà Cái hoặc Hòa</translation>
    </message>
    <message>
        <source>{bet}: a side bet of {stake} is more than the main bet of {main}; this table allows a side bet up to the main bet</source>
        <translation>{bet}: cược phụ {stake} lớn hơn cược chính {main}; bàn này chỉ cho cược phụ tối đa bằng cược chính</translation>
    </message>
    <message>
        <source>{where}: expected an object, not {data!r}</source>
        <translation>{where}: cần một đối tượng, không phải {data!r}</translation>
    </message>
    <message>
        <source>{where}.enabled: expected a list of side bet ids</source>
        <translation>{where}.enabled: cần một danh sách id cược phụ</translation>
    </message>
    <message>
        <source>expected a side bet id, not {bet_id!r}</source>
        <translation>cần một id cược phụ, không phải {bet_id!r}</translation>
    </message>
    <message>
        <source>{where}.enabled[{i}]: {reason}</source>
        <translation>{where}.enabled[{i}]: {reason}</translation>
    </message>
    <message>
        <source>{where}.main_bet: expected one of {choices}, not {raw!r}</source>
        <translation>{where}.main_bet: cần một trong {choices}, không phải {raw!r}</translation>
    </message>
    <message>
        <source>no side bet {bet_id!r}: the side bets are {ids}</source>
        <translation>không có cược phụ {bet_id!r}: các cược phụ là {ids}</translation>
    </message>
    <message>
        <source>{bet}: the Player&apos;s first two cards are ten-value cards of unknown rank, so whether they are a pair is not known</source>
        <translation>{bet}: hai lá đầu của Người Chơi là lá giá trị mười không rõ hạng, nên không biết có phải đôi không</translation>
    </message>
    <message>
        <source>{bet}: the Banker&apos;s first two cards are ten-value cards of unknown rank, so whether they are a pair is not known</source>
        <translation>{bet}: hai lá đầu của Nhà Cái là lá giá trị mười không rõ hạng, nên không biết có phải đôi không</translation>
    </message>
    <message>
        <source>a file name that is not UTF-8 text cannot be shown or stored (it holds {name}); rename the file with UTF-8 characters and try again</source>
        <translation>tên tệp không phải văn bản UTF-8 thì không hiển thị hay lưu được (nó chứa {name}); hãy đổi tên tệp bằng ký tự UTF-8 rồi thử lại</translation>
    </message>
    <message>
        <source>the output cannot be shown in this terminal&apos;s encoding ({encoding}): {text} has no place in it; use a UTF-8 terminal, or set PYTHONIOENCODING=utf-8</source>
        <translation>không thể hiển thị đầu ra bằng mã hóa của terminal này ({encoding}): {text} không có trong đó; hãy dùng terminal UTF-8, hoặc đặt PYTHONIOENCODING=utf-8</translation>
    </message>
    <message>
        <source>text that is not {encoding} where it was expected ({reason}); set PYTHONIOENCODING=utf-8 or save the input as UTF-8</source>
        <translation>văn bản không phải {encoding} ở chỗ cần nó ({reason}); hãy đặt PYTHONIOENCODING=utf-8 hoặc lưu đầu vào dưới dạng UTF-8</translation>
    </message>
    <message>
        <source>the disk is full ({reason}); make room and try again</source>
        <translation>ổ đĩa đã đầy ({reason}); hãy giải phóng dung lượng rồi thử lại</translation>
    </message>
    <message>
        <source>permission denied ({reason}); check who may read and write it</source>
        <translation>không có quyền ({reason}); hãy kiểm tra ai được đọc và ghi nó</translation>
    </message>
    <message>
        <source>the output&apos;s reader went away (broken pipe)</source>
        <translation>bên đọc đầu ra đã ngắt (đường ống bị đứt)</translation>
    </message>
    <message>
        <source>line {line}, hand {hand}: records no winner and no cards</source>
        <translation>dòng {line}, ván {hand}: không ghi bên thắng và cũng không ghi bài</translation>
    </message>
    <message>
        <source>hand {hand}: records no winner and no cards</source>
        <translation>ván {hand}: không ghi bên thắng và cũng không ghi bài</translation>
    </message>
    <message>
        <source>{where}: character {position} is {char!r}; expected B, P or T (spaces are ignored)</source>
        <translation>{where}: ký tự thứ {position} là {char!r}; cần B, P hoặc T (khoảng trắng được bỏ qua)</translation>
    </message>
    <message>
        <source>a vertical tab</source>
        <translation>ký tự tab dọc</translation>
    </message>
    <message>
        <source>a form feed</source>
        <translation>ký tự sang trang</translation>
    </message>
    <message>
        <source>a file separator</source>
        <translation>ký tự phân cách tệp</translation>
    </message>
    <message>
        <source>a group separator</source>
        <translation>ký tự phân cách nhóm</translation>
    </message>
    <message>
        <source>a record separator</source>
        <translation>ký tự phân cách bản ghi</translation>
    </message>
    <message>
        <source>a next-line character, NEL</source>
        <translation>ký tự xuống dòng NEL</translation>
    </message>
    <message>
        <source>a line separator</source>
        <translation>ký tự phân cách dòng</translation>
    </message>
    <message>
        <source>a paragraph separator</source>
        <translation>ký tự phân cách đoạn</translation>
    </message>
    <message>
        <source>{code} ({name}) ends a line for some programs but not in a bead file, whose lines end in a line feed: save the file with ordinary line ends</source>
        <translation>{code} ({name}) kết thúc dòng trong một số chương trình nhưng không phải trong tệp hạt, nơi dòng kết thúc bằng ký tự xuống dòng: hãy lưu tệp với cách xuống dòng thông thường</translation>
    </message>
    <message>
        <source>{char!r} is not a bead letter: a bead string holds B, P and T (a label ends with a colon, # starts a comment)</source>
        <translation>{char!r} không phải chữ của hạt: một chuỗi hạt chỉ gồm B, P và T (nhãn kết thúc bằng dấu hai chấm, # bắt đầu chú thích)</translation>
    </message>
    <message>
        <source>a shoe of more than {cap:,} hands (the cap on one shoe; an 8-deck shoe deals at most 104)</source>
        <translation>một shoe hơn {cap:,} ván (giới hạn của một shoe; shoe 8 bộ bài chia tối đa 104 ván)</translation>
    </message>
    <message>
        <source>decks must be a whole number from 1 to 8, not {text!r}</source>
        <translation>số bộ bài phải là số nguyên từ 1 đến 8, không phải {text!r}</translation>
    </message>
    <message>
        <source>a start time must be ISO 8601 (2025-08-09T00:26:15+00:00), not {text!r}</source>
        <translation>thời điểm bắt đầu phải theo ISO 8601 (2025-08-09T00:26:15+00:00), không phải {text!r}</translation>
    </message>
    <message>
        <source>shoe_first_time_ms must be Unix time in milliseconds, not {text!r}</source>
        <translation>shoe_first_time_ms phải là thời gian Unix tính bằng mili giây, không phải {text!r}</translation>
    </message>
    <message>
        <source>a shoe&apos;s kind must be one of {names}, not {text!r}</source>
        <translation>loại của shoe phải là một trong {names}, không phải {text!r}</translation>
    </message>
    <message>
        <source>rules are words name=value with the names {known}; not {word!r}</source>
        <translation>quy tắc là các từ tên=giá trị với các tên {known}; không phải {word!r}</translation>
    </message>
    <message>
        <source>{name} must be 1 or 0 (or true, false), not {value!r}</source>
        <translation>{name} phải là 1 hoặc 0 (hoặc true, false), không phải {value!r}</translation>
    </message>
    <message>
        <source>{name} must be a whole number, not {value!r}</source>
        <translation>{name} phải là số nguyên, không phải {value!r}</translation>
    </message>
    <message>
        <source>the cut card must be a whole number of cards from 0 to {cap:,}, not {text!r}</source>
        <translation>lá cắt phải là số lá nguyên từ 0 đến {cap:,}, không phải {text!r}</translation>
    </message>
    <message>
        <source>a JSON value nested deeper than {depth} levels of lists and objects</source>
        <translation>một giá trị JSON lồng sâu hơn {depth} cấp danh sách và đối tượng</translation>
    </message>
    <message>
        <source>not a JSON object: {reason}</source>
        <translation>không phải đối tượng JSON: {reason}</translation>
    </message>
    <message>
        <source>must be a JSON object ({{…}}), not {text!r}</source>
        <translation>phải là đối tượng JSON ({{…}}), không phải {text!r}</translation>
    </message>
    <message>
        <source>a JSON value nested deeper than {depth} levels</source>
        <translation>một giá trị JSON lồng sâu hơn {depth} cấp</translation>
    </message>
    <message>
        <source>text with half of a UTF-16 surrogate pair (such as \ud800), which no UTF-8 text can hold</source>
        <translation>văn bản chứa nửa cặp thay thế UTF-16 (như \ud800), điều mà văn bản UTF-8 không thể chứa</translation>
    </message>
    <message>
        <source>a total must be a whole number from 0 to 9, not {text!r}</source>
        <translation>tổng điểm phải là số nguyên từ 0 đến 9, không phải {text!r}</translation>
    </message>
    <message>
        <source>a flag must be 1 or 0 (or true, false), not {text!r}</source>
        <translation>cờ phải là 1 hoặc 0 (hoặc true, false), không phải {text!r}</translation>
    </message>
    <message>
        <source>a hand number must be a whole number 1, 2, … up to {cap:,}, not {text!r}</source>
        <translation>số ván phải là số nguyên 1, 2, … tối đa {cap:,}, không phải {text!r}</translation>
    </message>
    <message>
        <source>unknown card {token!r} (card {number}): {reason}</source>
        <translation>lá bài không xác định {token!r} (lá thứ {number}): {reason}</translation>
    </message>
    <message>
        <source>a cell of {length:,} characters, past the cap of {cap:,}</source>
        <translation>một ô có {length:,} ký tự, vượt giới hạn {cap:,}</translation>
    </message>
    <message>
        <source>the quote (&quot;) that opens this cell is not closed on its line, so the cell runs on over {lines} more line: a closing quote missing?</source>
        <translation>dấu ngoặc kép (&quot;) mở ô này không được đóng trên dòng của nó, nên ô kéo dài thêm {lines} dòng: thiếu dấu ngoặc đóng?</translation>
    </message>
    <message>
        <source>the quote (&quot;) that opens this cell is not closed on its line, so the cell runs on over {lines} more lines: a closing quote missing?</source>
        <translation>dấu ngoặc kép (&quot;) mở ô này không được đóng trên dòng của nó, nên ô kéo dài thêm {lines} dòng: thiếu dấu ngoặc đóng?</translation>
    </message>
    <message>
        <source>not a hands CSV: the header names none of the columns shoe, hand, player, banker, winner</source>
        <translation>không phải CSV ván bài: dòng tiêu đề không có cột nào trong shoe, hand, player, banker, winner</translation>
    </message>
    <message>
        <source>missing column {missing!r}: a hands CSV with {have!r} cards needs both sides</source>
        <translation>thiếu cột {missing!r}: CSV ván bài có bài {have!r} cần cả hai bên</translation>
    </message>
    <message>
        <source>missing column &apos;winner&apos; (or &apos;player&apos; and &apos;banker&apos; for cards): every hand needs its cards or its winner</source>
        <translation>thiếu cột &apos;winner&apos; (hoặc &apos;player&apos; và &apos;banker&apos; cho bài): mỗi ván cần bài hoặc bên thắng</translation>
    </message>
    <message>
        <source>shoe {label!r} has more than {cap:,} hands (the cap on one shoe; an 8-deck shoe deals at most 104): is the shoe column missing?</source>
        <translation>shoe {label!r} có hơn {cap:,} ván (giới hạn của một shoe; shoe 8 bộ bài chia tối đa 104 ván): thiếu cột shoe?</translation>
    </message>
    <message>
        <source>a row needs cards (player and banker) or a winner</source>
        <translation>mỗi hàng cần bài (player và banker) hoặc bên thắng</translation>
    </message>
    <message>
        <source>not a readable CSV row: {reason}</source>
        <translation>hàng CSV không đọc được: {reason}</translation>
    </message>
    <message>
        <source>{place}, line {line}</source>
        <translation>{place}, dòng {line}</translation>
    </message>
    <message>
        <source>{place}, {part}</source>
        <translation>{place}, {part}</translation>
    </message>
    <message>
        <source>field {field}</source>
        <translation>trường {field}</translation>
    </message>
    <message>
        <source>column {column}</source>
        <translation>cột {column}</translation>
    </message>
    <message>
        <source>field {field!r}</source>
        <translation>trường {field!r}</translation>
    </message>
    <message>
        <source>column {column!r}</source>
        <translation>cột {column!r}</translation>
    </message>
    <message>
        <source>expected a field name in double quotes (a &apos;,&apos; too many before &apos;}}&apos;?)</source>
        <translation>cần tên trường trong dấu ngoặc kép (thừa một &apos;,&apos; trước &apos;}}&apos;?)</translation>
    </message>
    <message>
        <source>expected a value (a number, text in double quotes, true, false, null, a list or an object)</source>
        <translation>cần một giá trị (số, văn bản trong ngoặc kép, true, false, null, danh sách hoặc đối tượng)</translation>
    </message>
    <message>
        <source>the text in double quotes that starts here never ends</source>
        <translation>văn bản trong ngoặc kép bắt đầu ở đây không bao giờ kết thúc</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; between two values</source>
        <translation>cần &apos;,&apos; giữa hai giá trị</translation>
    </message>
    <message>
        <source>expected &apos;:&apos; after a field name</source>
        <translation>cần &apos;:&apos; sau tên trường</translation>
    </message>
    <message>
        <source>a line break or control character inside text in double quotes</source>
        <translation>có ký tự xuống dòng hoặc ký tự điều khiển trong văn bản ngoặc kép</translation>
    </message>
    <message>
        <source>a backslash that starts no valid escape</source>
        <translation>dấu gạch chéo ngược không mở đầu một chuỗi thoát hợp lệ</translation>
    </message>
    <message>
        <source>the end of the file (cut short?)</source>
        <translation>cuối tệp (tệp bị cắt cụt?)</translation>
    </message>
    <message>
        <source>not valid shoe JSON: expected {what}, found {found}</source>
        <translation>không phải JSON shoe hợp lệ: cần {what}, gặp {found}</translation>
    </message>
    <message>
        <source>a value nested deeper than {depth} levels of lists and objects</source>
        <translation>một giá trị lồng sâu hơn {depth} cấp danh sách và đối tượng</translation>
    </message>
    <message>
        <source>a number too long to read ({reason})</source>
        <translation>một số quá dài để đọc ({reason})</translation>
    </message>
    <message>
        <source>a value longer than {cap:,} characters (the cap on one hand or one field of a shoe): not a shoe JSON value</source>
        <translation>một giá trị dài hơn {cap:,} ký tự (giới hạn của một ván hoặc một trường của shoe): không phải giá trị JSON shoe</translation>
    </message>
    <message>
        <source>nested deeper than {depth} levels</source>
        <translation>lồng sâu hơn {depth} cấp</translation>
    </message>
    <message>
        <source>{reason}; the file ends there (cut short?)</source>
        <translation>{reason}; tệp kết thúc ở đó (bị cắt cụt?)</translation>
    </message>
    <message>
        <source>not valid JSON: {reason}</source>
        <translation>không phải JSON hợp lệ: {reason}</translation>
    </message>
    <message>
        <source>not valid JSON: an object key must be a string</source>
        <translation>không phải JSON hợp lệ: khóa của đối tượng phải là chuỗi</translation>
    </message>
    <message>
        <source>cards must be a list of card strings such as &quot;9H&quot;</source>
        <translation>bài phải là danh sách chuỗi lá bài như &quot;9H&quot;</translation>
    </message>
    <message>
        <source>expected true or false, not {value!r}</source>
        <translation>cần true hoặc false, không phải {value!r}</translation>
    </message>
    <message>
        <source>expected a whole number, not {value!r}</source>
        <translation>cần một số nguyên, không phải {value!r}</translation>
    </message>
    <message>
        <source>expected text, not {value!r}</source>
        <translation>cần văn bản, không phải {value!r}</translation>
    </message>
    <message>
        <source>expected an object, not {value!r}</source>
        <translation>cần một đối tượng, không phải {value!r}</translation>
    </message>
    <message>
        <source>expected {kind}, not {value!r}</source>
        <translation>cần {kind}, không phải {value!r}</translation>
    </message>
    <message>
        <source>a total must be 0 to 9, not {value}</source>
        <translation>tổng điểm phải từ 0 đến 9, không phải {value}</translation>
    </message>
    <message>
        <source>hand {position} must be an object</source>
        <translation>ván {position} phải là một đối tượng</translation>
    </message>
    <message>
        <source>extra must be an object of text values</source>
        <translation>extra phải là một đối tượng có giá trị văn bản</translation>
    </message>
    <message>
        <source>shoe {label!r} gives its label only after its first {hands:,} hands: a shoe this long is checked as it is read, so its label must come before its hands</source>
        <translation>shoe {label!r} chỉ cho nhãn sau {hands:,} ván đầu: shoe dài như vậy được kiểm tra khi đọc, nên nhãn phải đứng trước các ván</translation>
    </message>
    <message>
        <source>shoe {position} ({label!r})</source>
        <translation>shoe {position} ({label!r})</translation>
    </message>
    <message>
        <source>shoe {position}</source>
        <translation>shoe {position}</translation>
    </message>
    <message>
        <source>{name}: its notes and extra hold more than {cap:,} characters in all (the cap on one shoe&apos;s notes and extra)</source>
        <translation>{name}: ghi chú và extra tổng cộng hơn {cap:,} ký tự (giới hạn ghi chú và extra của một shoe)</translation>
    </message>
    <message>
        <source>kind must be one of {names}, not {kind!r}</source>
        <translation>kind phải là một trong {names}, không phải {kind!r}</translation>
    </message>
    <message>
        <source>not an ISO 8601 time: {text!r}</source>
        <translation>không phải thời gian ISO 8601: {text!r}</translation>
    </message>
    <message>
        <source>cut_card must be 0 to {cap:,}, not {cut_card}</source>
        <translation>cut_card phải từ 0 đến {cap:,}, không phải {cut_card}</translation>
    </message>
    <message>
        <source>extra must be an object</source>
        <translation>extra phải là một đối tượng</translation>
    </message>
    <message>
        <source>not a tracker shoe JSON document: expected an object with format_version</source>
        <translation>không phải tài liệu JSON shoe của tracker: cần một đối tượng có format_version</translation>
    </message>
    <message>
        <source>format_version must be a whole number</source>
        <translation>format_version phải là số nguyên</translation>
    </message>
    <message>
        <source>format_version {version} was written by a newer tracker; this one reads format_version {ours}: update tracker to read the file</source>
        <translation>format_version {version} do một tracker mới hơn ghi; bản này đọc format_version {ours}: hãy cập nhật tracker để đọc tệp</translation>
    </message>
    <message>
        <source>format_version {version} does not exist; expected {ours}</source>
        <translation>format_version {version} không tồn tại; cần {ours}</translation>
    </message>
    <message>
        <source>format_version must come before shoes (not a tracker shoe JSON document?)</source>
        <translation>format_version phải đứng trước shoes (không phải tài liệu JSON shoe của tracker?)</translation>
    </message>
    <message>
        <source>not valid JSON: more text after the document</source>
        <translation>không phải JSON hợp lệ: còn văn bản sau tài liệu</translation>
    </message>
    <message>
        <source>not a tracker shoe JSON document: no format_version</source>
        <translation>không phải tài liệu JSON shoe của tracker: không có format_version</translation>
    </message>
    <message>
        <source>the start time {started} is out of range in UTC (years 1 to 9999)</source>
        <translation>thời điểm bắt đầu {started} nằm ngoài phạm vi theo UTC (năm 1 đến 9999)</translation>
    </message>
    <message>
        <source>{place}: {reason}; nothing was written</source>
        <translation>{place}: {reason}; không ghi gì cả</translation>
    </message>
    <message>
        <source>cannot follow the link ({reason})</source>
        <translation>không theo được liên kết ({reason})</translation>
    </message>
    <message>
        <source>this is the library itself; an output never replaces it</source>
        <translation>đây chính là thư viện; đầu ra không bao giờ thay thế nó</translation>
    </message>
    <message>
        <source>cannot write the file: it is a folder; give a file name</source>
        <translation>không ghi được tệp: đây là một thư mục; hãy cho một tên tệp</translation>
    </message>
    <message>
        <source>this is an SQLite database (a tracker library?); an output never replaces one: choose another file name</source>
        <translation>đây là một cơ sở dữ liệu SQLite (thư viện tracker?); đầu ra không bao giờ thay thế nó: hãy chọn tên tệp khác</translation>
    </message>
    <message>
        <source>cannot write the file: {reason}</source>
        <translation>không ghi được tệp: {reason}</translation>
    </message>
    <message>
        <source>the folder {folder} does not exist</source>
        <translation>thư mục {folder} không tồn tại</translation>
    </message>
    <message>
        <source>{folder} is not a folder</source>
        <translation>{folder} không phải thư mục</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>ổ đĩa đã đầy</translation>
    </message>
    <message>
        <source>not UTF-8 text: it holds NUL bytes (binary data, or UTF-16 text without a byte-order mark; save the file as UTF-8)</source>
        <translation>không phải văn bản UTF-8: có byte NUL (dữ liệu nhị phân, hoặc văn bản UTF-16 không có dấu thứ tự byte; hãy lưu tệp dưới dạng UTF-8)</translation>
    </message>
    <message>
        <source>not a shoe file: this line is neither a hands-CSV header (naming shoe, hand, player, banker or winner columns), a bead string (B, P, T) nor shoe JSON</source>
        <translation>không phải tệp shoe: dòng này không phải tiêu đề CSV ván bài (có cột shoe, hand, player, banker hoặc winner), không phải chuỗi hạt (B, P, T), cũng không phải JSON shoe</translation>
    </message>
    <message>
        <source>a ZIP archive or an Excel/OpenDocument workbook (.xlsx, .ods)</source>
        <translation>một tệp nén ZIP hoặc sổ tính Excel/OpenDocument (.xlsx, .ods)</translation>
    </message>
    <message>
        <source>an old Excel workbook (.xls) or Office file</source>
        <translation>một sổ tính Excel cũ (.xls) hoặc tệp Office</translation>
    </message>
    <message>
        <source>a PNG image</source>
        <translation>một ảnh PNG</translation>
    </message>
    <message>
        <source>a JPEG image</source>
        <translation>một ảnh JPEG</translation>
    </message>
    <message>
        <source>a GIF image</source>
        <translation>một ảnh GIF</translation>
    </message>
    <message>
        <source>a PDF document</source>
        <translation>một tài liệu PDF</translation>
    </message>
    <message>
        <source>an SQLite database (a tracker library?)</source>
        <translation>một cơ sở dữ liệu SQLite (thư viện tracker?)</translation>
    </message>
    <message>
        <source>not a shoe file: this is {kind}, not text: save the sheet as CSV UTF-8 and validate that (a shoe file is a hands CSV, bead strings or shoe JSON)</source>
        <translation>không phải tệp shoe: đây là {kind}, không phải văn bản: hãy lưu trang tính dưới dạng CSV UTF-8 rồi kiểm tra tệp đó (tệp shoe là CSV ván bài, chuỗi hạt hoặc JSON shoe)</translation>
    </message>
    <message>
        <source>not a shoe file: this is {kind}, not text (a shoe file is a hands CSV, bead strings or shoe JSON)</source>
        <translation>không phải tệp shoe: đây là {kind}, không phải văn bản (tệp shoe là CSV ván bài, chuỗi hạt hoặc JSON shoe)</translation>
    </message>
    <message>
        <source>Windows-1252 or Latin-1</source>
        <translation>Windows-1252 hoặc Latin-1</translation>
    </message>
    <message>
        <source>a double-byte encoding such as Korean CP949/EUC-KR, Chinese GBK or Japanese Shift-JIS</source>
        <translation>một mã hóa hai byte như CP949/EUC-KR tiếng Hàn, GBK tiếng Trung hoặc Shift-JIS tiếng Nhật</translation>
    </message>
    <message>
        <source>no data came for {seconds} seconds: a pipe or FIFO with no program writing to it (or one that stopped); nothing was read</source>
        <translation>không có dữ liệu trong {seconds} giây: một đường ống hoặc FIFO không có chương trình nào ghi vào (hoặc đã dừng); không đọc được gì</translation>
    </message>
    <message>
        <source>the compressed file expands more than {times} times (past {mib} MiB): not a shoe file (a gzip bomb?); nothing was read</source>
        <translation>tệp nén giãn ra hơn {times} lần (sau {mib} MiB): không phải tệp shoe (bom gzip?); không đọc được gì</translation>
    </message>
    <message>
        <source>the line is longer than {limit:,} bytes (the cap on a line): not a row or bead string of a shoe file</source>
        <translation>dòng dài hơn {limit:,} byte (giới hạn một dòng): không phải hàng hay chuỗi hạt của tệp shoe</translation>
    </message>
    <message>
        <source>not UTF-8 text: save the file as UTF-8</source>
        <translation>không phải văn bản UTF-8: hãy lưu tệp dưới dạng UTF-8</translation>
    </message>
    <message>
        <source>this is {encoding} text, not UTF-8: save the file as UTF-8</source>
        <translation>đây là văn bản {encoding}, không phải UTF-8: hãy lưu tệp dưới dạng UTF-8</translation>
    </message>
    <message>
        <source>not UTF-8 text: byte {byte} (perhaps {encoding}; save the file as UTF-8)</source>
        <translation>không phải văn bản UTF-8: byte {byte} (có lẽ là {encoding}; hãy lưu tệp dưới dạng UTF-8)</translation>
    </message>
    <message>
        <source>not UTF-8 text</source>
        <translation>không phải văn bản UTF-8</translation>
    </message>
    <message>
        <source>cannot read the file: {reason}</source>
        <translation>không đọc được tệp: {reason}</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>không có tệp này</translation>
    </message>
    <message>
        <source>a folder, not a shoe file</source>
        <translation>đây là thư mục, không phải tệp shoe</translation>
    </message>
    <message>
        <source>permission denied: cannot read the file</source>
        <translation>không có quyền: không đọc được tệp</translation>
    </message>
    <message>
        <source>damaged gzip file: {reason}</source>
        <translation>tệp gzip bị hỏng: {reason}</translation>
    </message>
    <message>
        <source>no rules: write one a line, like &apos;after B B P bet P 2 units&apos;</source>
        <translation>không có quy tắc: mỗi dòng viết một quy tắc, như &apos;after B B P bet P 2 units&apos;</translation>
    </message>
    <message>
        <source>expected &apos;after&apos; to start a rule, found {word!r}</source>
        <translation>quy tắc cần bắt đầu bằng &apos;after&apos;, gặp {word!r}</translation>
    </message>
    <message>
        <source>expected B, P or T in the pattern, found {letter!r}</source>
        <translation>trong mẫu cần B, P hoặc T, gặp {letter!r}</translation>
    </message>
    <message>
        <source>expected a pattern of B, P and T after &apos;after&apos;</source>
        <translation>sau &apos;after&apos; cần một mẫu gồm B, P và T</translation>
    </message>
    <message>
        <source>a pattern of at most {most} hands, not {length}</source>
        <translation>một mẫu tối đa {most} ván, không phải {length}</translation>
    </message>
    <message>
        <source>expected &apos;bet&apos; and a side after the pattern</source>
        <translation>sau mẫu cần &apos;bet&apos; và một cửa cược</translation>
    </message>
    <message>
        <source>expected the bet after &apos;bet&apos;: banker, player, tie, player_pair or banker_pair</source>
        <translation>sau &apos;bet&apos; cần cửa cược: banker, player, tie, player_pair hoặc banker_pair</translation>
    </message>
    <message>
        <source>expected banker, player, tie, player_pair or banker_pair (or B, P, T), found {side!r}</source>
        <translation>cần banker, player, tie, player_pair hoặc banker_pair (hoặc B, P, T), gặp {side!r}</translation>
    </message>
    <message>
        <source>expected a whole number of units from 1 to {most}, found {amount!r}</source>
        <translation>cần số đơn vị nguyên từ 1 đến {most}, gặp {amount!r}</translation>
    </message>
    <message>
        <source>expected &apos;units&apos; after the amount, found {word!r}</source>
        <translation>sau số tiền cần &apos;units&apos;, gặp {word!r}</translation>
    </message>
    <message>
        <source>unexpected {word!r} after the end of the rule</source>
        <translation>có {word!r} không mong đợi sau khi quy tắc kết thúc</translation>
    </message>
    <message>
        <source>{bet} bets need hands that record pairs; these shoes record none</source>
        <translation>cược {bet} cần các ván có ghi đôi; các shoe này không ghi</translation>
    </message>
    <message>
        <source>unknown system {system!r}; choose from {systems}</source>
        <translation>hệ thống không xác định {system!r}; hãy chọn trong {systems}</translation>
    </message>
    <message>
        <source>the {system} system needs a bet (--bet {bets})</source>
        <translation>hệ thống {system} cần một cửa cược (--bet {bets})</translation>
    </message>
    <message>
        <source>unknown bet {bet!r}; choose from {bets}</source>
        <translation>cửa cược không xác định {bet!r}; hãy chọn trong {bets}</translation>
    </message>
    <message>
        <source>the unit must be a whole amount of 1 or more, not {value!r}</source>
        <translation>đơn vị phải là số tiền nguyên từ 1 trở lên, không phải {value!r}</translation>
    </message>
    <message>
        <source>the table maximum must be a whole amount of 1 or more, not {value!r}</source>
        <translation>mức tối đa của bàn phải là số tiền nguyên từ 1 trở lên, không phải {value!r}</translation>
    </message>
    <message>
        <source>the bankroll must be a whole amount of 1 or more, not {value!r}</source>
        <translation>vốn phải là số tiền nguyên từ 1 trở lên, không phải {value!r}</translation>
    </message>
    <message>
        <source>the table maximum ({table_max}) is below the unit ({unit})</source>
        <translation>mức tối đa của bàn ({table_max}) thấp hơn đơn vị ({unit})</translation>
    </message>
    <message>
        <source>the pattern-rules system needs rules (--rules)</source>
        <translation>hệ thống quy tắc theo mẫu cần quy tắc (--rules)</translation>
    </message>
    <message>
        <source>a Labouchère line needs whole numbers of 1 or more</source>
        <translation>dãy Labouchère cần các số nguyên từ 1 trở lên</translation>
    </message>
    <message>
        <source>the Player has a natural {total}</source>
        <translation>Người Chơi có tự nhiên {total}</translation>
    </message>
    <message>
        <source>the Banker has a natural {total}</source>
        <translation>Nhà Cái có tự nhiên {total}</translation>
    </message>
    <message>
        <source>Player drew a third card although {holder}: both hands stand on a natural</source>
        <translation>Người Chơi rút lá thứ ba dù {holder}: có tự nhiên thì cả hai bên đều dừng</translation>
    </message>
    <message>
        <source>Banker drew a third card although {holder}: both hands stand on a natural</source>
        <translation>Nhà Cái rút lá thứ ba dù {holder}: có tự nhiên thì cả hai bên đều dừng</translation>
    </message>
    <message>
        <source>Player stood on {total}, but the Player draws on 0 to 5 (a third card left out?)</source>
        <translation>Người Chơi dừng ở {total}, nhưng Người Chơi rút bài khi 0 đến 5 (thiếu lá thứ ba?)</translation>
    </message>
    <message>
        <source>Player drew on {total}, but the Player stands on 6 or 7</source>
        <translation>Người Chơi rút bài ở {total}, nhưng Người Chơi dừng khi 6 hoặc 7</translation>
    </message>
    <message>
        <source>Banker stood on {total} although the Player stood: the Banker then draws on 0 to 5</source>
        <translation>Nhà Cái dừng ở {total} dù Người Chơi đã dừng: khi đó Nhà Cái rút bài khi 0 đến 5</translation>
    </message>
    <message>
        <source>Banker stood on {total}, but the Banker always draws on 0 to 2</source>
        <translation>Nhà Cái dừng ở {total}, nhưng Nhà Cái luôn rút bài khi 0 đến 2</translation>
    </message>
    <message>
        <source>Banker stood on {total} although the Player&apos;s third card was {third}</source>
        <translation>Nhà Cái dừng ở {total} dù lá thứ ba của Người Chơi là {third}</translation>
    </message>
    <message>
        <source>Banker drew on {total} although the Player stood: the Banker then stands on 6 or 7</source>
        <translation>Nhà Cái rút bài ở {total} dù Người Chơi đã dừng: khi đó Nhà Cái dừng khi 6 hoặc 7</translation>
    </message>
    <message>
        <source>Banker drew on 7, but the Banker always stands on 7</source>
        <translation>Nhà Cái rút bài ở 7, nhưng Nhà Cái luôn dừng khi 7</translation>
    </message>
    <message>
        <source>Banker drew on {total} although the Player&apos;s third card was {third}</source>
        <translation>Nhà Cái rút bài ở {total} dù lá thứ ba của Người Chơi là {third}</translation>
    </message>
    <message>
        <source>too few decisions: {decided} Banker/Player, the test needs at least {least}</source>
        <translation>quá ít ván phân thắng thua: {decided} ván Nhà Cái/Người Chơi, kiểm định cần ít nhất {least}</translation>
    </message>
    <message>
        <source>too few hands: {smallest:.1f} {name} expected, the test needs at least {least} of each</source>
        <translation>quá ít ván: kỳ vọng {smallest:.1f} lần {name}, kiểm định cần mỗi loại ít nhất {least}</translation>
    </message>
</context>
<context>
    <name>MisdealDialog</name>
    <message>
        <source>Misdeal: kept as dealt</source>
        <translation>Chia sai: giữ nguyên như đã chia</translation>
    </message>
    <message>
        <source>Cards against the drawing rules</source>
        <translation>Lá bài trái luật rút bài</translation>
    </message>
    <message>
        <source>These cards break the drawing rules:</source>
        <translation>Các lá bài này trái luật rút bài:</translation>
    </message>
    <message>
        <source>Casinos misdeal now and then. Keep the hand as it was dealt, with a note saying so, or go back and correct the cards.</source>
        <translation>Sòng bài thỉnh thoảng chia sai. Hãy giữ ván đúng như đã chia, kèm ghi chú nói rõ, hoặc quay lại sửa các lá bài.</translation>
    </message>
    <message>
        <source>Stored with the hand and shown in the hands table</source>
        <translation>Lưu cùng ván và hiện trong bảng các ván</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>&amp;Ghi chú:</translation>
    </message>
    <message>
        <source>&amp;Keep as dealt</source>
        <translation>Giữ &amp;nguyên như đã chia</translation>
    </message>
    <message>
        <source>Store the hand with its cards as typed, and the note</source>
        <translation>Lưu ván với các lá bài như đã gõ, kèm ghi chú</translation>
    </message>
    <message>
        <source>&amp;Correct the cards</source>
        <translation>&amp;Sửa lại các lá bài</translation>
    </message>
    <message>
        <source>Go back to the cards without storing anything</source>
        <translation>Quay lại các lá bài, không lưu gì</translation>
    </message>
    <message>
        <source>A note is needed to keep a misdeal</source>
        <translation>Cần ghi chú để giữ một ván chia sai</translation>
    </message>
</context>
<context>
    <name>Patterns</name>
    <message>
        <source>Patterns (good roads)</source>
        <translation>Mẫu cầu (cầu đẹp)</translation>
    </message>
    <message>
        <source>%: shoes that show one by chance; no pattern predicts the next hand</source>
        <translation>%: tỉ lệ shoe có mẫu này do ngẫu nhiên; không mẫu cầu nào cho biết ván tới</translation>
    </message>
    <message>
        <source>chance, not a prediction</source>
        <translation>ngẫu nhiên, không báo trước</translation>
    </message>
    <message>
        <source>Chance alone deals these patterns in many shoes; none of them says what the next hand will be.</source>
        <translation>Chỉ do ngẫu nhiên, nhiều shoe cũng có các mẫu cầu này; không mẫu nào cho biết ván tới sẽ ra sao.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>không có</translation>
    </message>
    <message>
        <source>over %1</source>
        <translation>trên %1</translation>
    </message>
    <message>
        <source>1 in %1</source>
        <translation>1 trên %1</translation>
    </message>
    <message>
        <source>none of the %1 simulated shoes</source>
        <translation>không shoe nào trong %1 shoe mô phỏng</translation>
    </message>
    <message>
        <source>%1 of shoes</source>
        <translation>%1 số shoe</translation>
    </message>
    <message>
        <source>%1 shoes</source>
        <translation>%1 shoe</translation>
    </message>
    <message>
        <source>%1 columns</source>
        <translation>%1 cột</translation>
    </message>
    <message>
        <source>twice</source>
        <translation>2 lần</translation>
    </message>
    <message>
        <source>%1 times</source>
        <translation>%1 lần</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 ×%2 (longest %3)</source>
        <translation>%1 ×%2 (dài nhất %3)</translation>
    </message>
    <message>
        <source>%1 — %2 show one at least this long by chance</source>
        <translation>%1 — %2 có mẫu này dài ít nhất như vậy do ngẫu nhiên</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 và %2</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>cột %1</translation>
    </message>
    <message>
        <source>columns %1</source>
        <translation>các cột %1</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>%1 (%2): %3.</source>
        <translation>%1 (%2): %3.</translation>
    </message>
    <message>
        <source>Here: %1 of the big road.</source>
        <translation>Ở đây: %1 của Đường lớn.</translation>
    </message>
    <message>
        <source>Of %1 simulated shoes (%2 decks, dealt to the cut card), %3 show one at least this long and %4 show one at all (%5 a shoe on average).</source>
        <translation>Trong %1 shoe mô phỏng (%2 bộ bài, chia đến lá cắt), %3 có mẫu này dài ít nhất như vậy và %4 có mẫu này (trung bình %5 lần mỗi shoe).</translation>
    </message>
    <message>
        <source>Long Banker</source>
        <translation>Bệt Nhà Cái</translation>
    </message>
    <message>
        <source>a Banker column of 4 hands or more</source>
        <translation>một cột Nhà Cái từ 4 ván trở lên</translation>
    </message>
    <message>
        <source>Long Player</source>
        <translation>Bệt Người Chơi</translation>
    </message>
    <message>
        <source>a Player column of 4 hands or more</source>
        <translation>một cột Người Chơi từ 4 ván trở lên</translation>
    </message>
    <message>
        <source>Ping-pong</source>
        <translation>Cầu 1-1</translation>
    </message>
    <message>
        <source>4 or more columns in a row of one hand each (Banker and Player take turns)</source>
        <translation>từ 4 cột liền nhau trở lên, mỗi cột 1 ván (Nhà Cái và Người Chơi xen kẽ)</translation>
    </message>
    <message>
        <source>Double jump</source>
        <translation>Cầu 2-2</translation>
    </message>
    <message>
        <source>4 or more columns in a row of exactly two hands each</source>
        <translation>từ 4 cột liền nhau trở lên, mỗi cột đúng 2 ván</translation>
    </message>
    <message>
        <source>Banker jumps</source>
        <translation>Nhà Cái nhảy</translation>
    </message>
    <message>
        <source>3 or more Banker columns in a row of one hand each (every Banker is followed by Player)</source>
        <translation>từ 3 cột Nhà Cái liền nhau trở lên, mỗi cột 1 ván (sau mỗi Nhà Cái là Người Chơi)</translation>
    </message>
    <message>
        <source>Player jumps</source>
        <translation>Người Chơi nhảy</translation>
    </message>
    <message>
        <source>3 or more Player columns in a row of one hand each (every Player is followed by Banker)</source>
        <translation>từ 3 cột Người Chơi liền nhau trở lên, mỗi cột 1 ván (sau mỗi Người Chơi là Nhà Cái)</translation>
    </message>
    <message>
        <source>Banker doubles</source>
        <translation>Nhà Cái liền</translation>
    </message>
    <message>
        <source>3 or more Banker columns in a row of two hands or more each</source>
        <translation>từ 3 cột Nhà Cái liền nhau trở lên, mỗi cột từ 2 ván trở lên</translation>
    </message>
    <message>
        <source>Player doubles</source>
        <translation>Người Chơi liền</translation>
    </message>
    <message>
        <source>3 or more Player columns in a row of two hands or more each</source>
        <translation>từ 3 cột Người Chơi liền nhau trở lên, mỗi cột từ 2 ván trở lên</translation>
    </message>
    <message>
        <source>One hall two rooms, Banker</source>
        <translation>Cầu 1-2 (Nhà Cái)</translation>
    </message>
    <message>
        <source>Banker-Player-Player twice or more in a row: columns of one Banker, then two Player, repeated</source>
        <translation>Nhà Cái-Người Chơi-Người Chơi liền nhau từ 2 lần trở lên: cột 1 ván Nhà Cái, rồi cột 2 ván Người Chơi, lặp lại</translation>
    </message>
    <message>
        <source>One hall two rooms, Player</source>
        <translation>Cầu 1-2 (Người Chơi)</translation>
    </message>
    <message>
        <source>Player-Banker-Banker twice or more in a row: columns of one Player, then two Banker, repeated</source>
        <translation>Người Chơi-Nhà Cái-Nhà Cái liền nhau từ 2 lần trở lên: cột 1 ván Người Chơi, rồi cột 2 ván Nhà Cái, lặp lại</translation>
    </message>
    <message>
        <source>Patterns</source>
        <translation>Mẫu cầu</translation>
    </message>
    <message>
        <source>none so far</source>
        <translation>chưa có</translation>
    </message>
    <message>
        <source>+%1 more</source>
        <translation>+%1 mẫu nữa</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Patterns: none so far.</source>
        <translation>Mẫu cầu: chưa có.</translation>
    </message>
    <message>
        <source>Big road patterns</source>
        <translation>Mẫu cầu của Đường lớn</translation>
    </message>
    <message>
        <source>(%1)</source>
        <translation>(%1)</translation>
    </message>
</context>
<context>
    <name>PracticeOptions</name>
    <message>
        <source>5% commission</source>
        <translation>Hoa hồng 5%</translation>
    </message>
    <message>
        <source>4% commission</source>
        <translation>Hoa hồng 4%</translation>
    </message>
    <message>
        <source>No commission (Banker 6 pays 1:2)</source>
        <translation>Không hoa hồng (Nhà Cái 6 trả 1:2)</translation>
    </message>
    <message>
        <source>EZ Baccarat (three-card 7 pushes)</source>
        <translation>EZ Baccarat (7 điểm ba lá hoàn cược)</translation>
    </message>
    <message>
        <source>Table rules and shoe</source>
        <translation>Luật bàn và shoe</translation>
    </message>
    <message>
        <source>%1 decks</source>
        <translation>%1 bộ bài</translation>
    </message>
    <message>
        <source>Shoe</source>
        <translation>Shoe</translation>
    </message>
    <message>
        <source>Tie pays %1:1</source>
        <translation>Hòa %1 ăn 1</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Đôi</translation>
    </message>
    <message>
        <source>Player pair and Banker pair pay 11:1</source>
        <translation>Đôi Người Chơi và Đôi Nhà Cái 11 ăn 1</translation>
    </message>
    <message>
        <source>Side bets</source>
        <translation>Cược phụ</translation>
    </message>
    <message>
        <source>Online: a full shoe shuffled every round</source>
        <translation>Trực tuyến: xáo cả shoe mỗi ván</translation>
    </message>
    <message>
        <source>Casino: one shoe to the cut card</source>
        <translation>Sòng bài: một shoe chia đến lá cắt</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>Cách chia</translation>
    </message>
    <message>
        <source>minimum</source>
        <translation>tối thiểu</translation>
    </message>
    <message>
        <source>maximum</source>
        <translation>tối đa</translation>
    </message>
    <message>
        <source>What each seat sits down with</source>
        <translation>Số vốn mỗi ghế mang vào</translation>
    </message>
    <message>
        <source>Bankroll of a seat</source>
        <translation>Vốn mỗi ghế</translation>
    </message>
    <message>
        <source>Dragon 7 and Panda 8 are offered at EZ Baccarat tables.</source>
        <translation>Rồng 7 và Gấu trúc 8 chỉ có ở bàn EZ Baccarat.</translation>
    </message>
</context>
<context>
    <name>PracticeSessions</name>
    <message>
        <source>Past practice sessions</source>
        <translation>Các buổi luyện tập trước</translation>
    </message>
    <message>
        <source>%1 round dealt</source>
        <translation>đã chia %1 ván</translation>
    </message>
    <message>
        <source>%1 rounds dealt</source>
        <translation>đã chia %1 ván</translation>
    </message>
    <message>
        <source>%1 player</source>
        <translation>%1 người chơi</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 người chơi</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>No practice session is kept in the library yet.</source>
        <translation>Thư viện chưa lưu buổi luyện tập nào.</translation>
    </message>
</context>
<context>
    <name>PracticeSummary</name>
    <message>
        <source>Bankroll curve</source>
        <translation>Đường vốn</translation>
    </message>
    <message>
        <source>The bankroll curve grows as you play</source>
        <translation>Đường vốn dài ra khi bạn chơi</translation>
    </message>
    <message>
        <source>%1 round</source>
        <translation>%1 ván</translation>
    </message>
    <message>
        <source>%1 rounds</source>
        <translation>%1 ván</translation>
    </message>
    <message>
        <source>&lt;b&gt;Session&lt;/b&gt;: %1 round dealt at the table</source>
        <translation>&lt;b&gt;Buổi chơi&lt;/b&gt;: đã chia %1 ván tại bàn</translation>
    </message>
    <message>
        <source>&lt;b&gt;Session&lt;/b&gt;: %1 rounds dealt at the table</source>
        <translation>&lt;b&gt;Buổi chơi&lt;/b&gt;: đã chia %1 ván tại bàn</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Người chơi</translation>
    </message>
    <message>
        <source>Dealt</source>
        <translation>Đã chia</translation>
    </message>
    <message>
        <source>Bet on</source>
        <translation>Đã cược</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Lãi/lỗ</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Kỳ vọng</translation>
    </message>
    <message>
        <source>± chance</source>
        <translation>± may rủi</translation>
    </message>
    <message>
        <source>&lt;small&gt;Dealt: rounds dealt while seated; bet on: rounds with a bet; expected: −(house edge × stake) over these bets; ± chance: two standard errors (19 times in 20 chance stays within it).&lt;/small&gt;</source>
        <translation>&lt;small&gt;Đã chia: số ván chia khi đang ngồi; đã cược: số ván có đặt cược; kỳ vọng: −(lợi thế sòng bài × tiền cược) trên các cược này; ± may rủi: hai sai số chuẩn (19 lần trong 20, may rủi nằm trong khoảng này).&lt;/small&gt;</translation>
    </message>
    <message>
        <source>%1: no bet yet.</source>
        <translation>%1: chưa cược.</translation>
    </message>
    <message>
        <source>This is within what chance gives.</source>
        <translation>Kết quả này nằm trong khoảng may rủi.</translation>
    </message>
    <message>
        <source>This is outside what chance gives: luckier than usual.</source>
        <translation>Kết quả này ngoài khoảng may rủi: may hơn bình thường.</translation>
    </message>
    <message>
        <source>This is outside what chance gives: unluckier than usual.</source>
        <translation>Kết quả này ngoài khoảng may rủi: xui hơn bình thường.</translation>
    </message>
    <message>
        <source>%1 bet</source>
        <translation>%1 lần cược</translation>
    </message>
    <message>
        <source>%1 bets</source>
        <translation>%1 lần cược</translation>
    </message>
    <message>
        <source>%1: net %2 over %3 (%4 wagered; bankroll %5). Expected %6; chance alone would usually put it between %7 and %8.</source>
        <translation>%1: lãi/lỗ %2 qua %3 (đã cược %4; vốn %5). Kỳ vọng %6; chỉ riêng may rủi thường cho kết quả từ %7 đến %8.</translation>
    </message>
</context>
<context>
    <name>PracticeTable</name>
    <message>
        <source>1:1 less %1%</source>
        <translation>1:1 trừ %1%</translation>
    </message>
    <message>
        <source>1:1, a 6 pays 1:2</source>
        <translation>1:1, thắng 6 trả 1:2</translation>
    </message>
    <message>
        <source>1:1, 3-card 7 pushes</source>
        <translation>1:1, 7 điểm ba lá hoàn cược</translation>
    </message>
    <message>
        <source>Practice table</source>
        <translation>Bàn luyện tập</translation>
    </message>
    <message>
        <source>Click a card to turn it (Space turns the next)</source>
        <translation>Bấm vào lá bài để lật (Space lật lá tiếp theo)</translation>
    </message>
    <message>
        <source>Place your bets</source>
        <translation>Mời đặt cược</translation>
    </message>
    <message>
        <source>Click a seat&apos;s spot to sit down</source>
        <translation>Bấm vào một ghế để ngồi</translation>
    </message>
    <message>
        <source>%1: place your bet, then Deal or Pass</source>
        <translation>%1: đặt cược, rồi Chia bài hoặc Bỏ qua</translation>
    </message>
    <message>
        <source>%1: place your bet, then Deal or Pass — %2 s</source>
        <translation>%1: đặt cược, rồi Chia bài hoặc Bỏ qua — %2 giây</translation>
    </message>
    <message>
        <source>edge %1</source>
        <translation>lợi thế %1</translation>
    </message>
    <message>
        <source>push</source>
        <translation>hoàn cược</translation>
    </message>
    <message>
        <source>won %1</source>
        <translation>thắng %1</translation>
    </message>
    <message>
        <source>lost %1</source>
        <translation>thua %1</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Người Chơi</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>Nhà Cái</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Hòa</translation>
    </message>
    <message>
        <source>Player pair</source>
        <translation>Đôi Người Chơi</translation>
    </message>
    <message>
        <source>Banker pair</source>
        <translation>Đôi Nhà Cái</translation>
    </message>
    <message>
        <source>DB Player</source>
        <translation>DB Người Chơi</translation>
    </message>
    <message>
        <source>DB Banker</source>
        <translation>DB Nhà Cái</translation>
    </message>
    <message>
        <source>P Pair</source>
        <translation>Đôi N</translation>
    </message>
    <message>
        <source>B Pair</source>
        <translation>Đôi C</translation>
    </message>
    <message>
        <source>Deal: your bets stand (Space)</source>
        <translation>Chia bài: giữ nguyên cược của bạn (Space)</translation>
    </message>
    <message>
        <source>Sit this round out (X)</source>
        <translation>Bỏ qua ván này (X)</translation>
    </message>
    <message>
        <source>Place the last round&apos;s bets again (R)</source>
        <translation>Đặt lại cược của ván trước (R)</translation>
    </message>
    <message>
        <source>Take your chips back (Backspace)</source>
        <translation>Lấy lại phỉnh của bạn (Backspace)</translation>
    </message>
    <message>
        <source>Clear the table for the next round (N)</source>
        <translation>Dọn bàn cho ván tiếp theo (N)</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Chia bài</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Bỏ qua</translation>
    </message>
    <message>
        <source>Rebet</source>
        <translation>Cược lại</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Xóa</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Ván mới</translation>
    </message>
    <message>
        <source>Plays next round</source>
        <translation>Chơi từ ván sau</translation>
    </message>
    <message>
        <source>Waiting for the turn</source>
        <translation>Đang chờ lượt</translation>
    </message>
    <message>
        <source>Bet placed</source>
        <translation>Đã đặt cược</translation>
    </message>
    <message>
        <source>Passes</source>
        <translation>Bỏ qua</translation>
    </message>
    <message>
        <source>Sat out (time)</source>
        <translation>Hết giờ, bỏ ván</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>không rõ</translation>
    </message>
    <message>
        <source>right-click: the whole wager back</source>
        <translation>bấm phải: lấy lại cả tiền cược</translation>
    </message>
    <message>
        <source>right-click: one chip back</source>
        <translation>bấm phải: lấy lại một phỉnh</translation>
    </message>
    <message>
        <source>%1: house edge %2 (exact, full shoe); limits %3 to %4. Left-click: one chip; %5</source>
        <translation>%1: lợi thế sòng bài %2 (chính xác, cả shoe); giới hạn %3 đến %4. Bấm trái: một phỉnh; %5</translation>
    </message>
    <message>
        <source>The %1 chip: each click on an area adds one</source>
        <translation>Phỉnh %1: mỗi lần bấm vào ô cược thêm một</translation>
    </message>
    <message>
        <source>Right-click to stand up</source>
        <translation>Bấm phải để rời ghế</translation>
    </message>
    <message>
        <source>Click to sit here (seated already: move here with your bankroll); right-click for a computer player</source>
        <translation>Bấm để ngồi đây (đang ngồi: chuyển sang đây cùng số vốn); bấm phải để thêm người chơi máy</translation>
    </message>
    <message>
        <source>Click to turn the card (squeeze)</source>
        <translation>Bấm để lật lá bài (nặn bài)</translation>
    </message>
    <message>
        <source>Flat: the same stake every hand</source>
        <translation>Đều tay: mỗi ván cược như nhau</translation>
    </message>
    <message>
        <source>Martingale: double after a loss, back to one unit after a win</source>
        <translation>Martingale: thua thì gấp đôi, thắng thì về một đơn vị</translation>
    </message>
    <message>
        <source>Paroli: double after a win, back to one unit after three wins or a loss</source>
        <translation>Paroli: thắng thì gấp đôi, về một đơn vị sau ba lần thắng hoặc một lần thua</translation>
    </message>
    <message>
        <source>d&apos;Alembert: one unit more after a loss, one less after a win</source>
        <translation>d&apos;Alembert: thua thì thêm một đơn vị, thắng thì bớt một</translation>
    </message>
    <message>
        <source>1-3-2-6: 1, 3, 2, 6 units on wins in a row, back to 1 after a loss</source>
        <translation>1-3-2-6: thắng liên tiếp thì 1, 3, 2, 6 đơn vị, thua thì về 1</translation>
    </message>
    <message>
        <source>Fibonacci: one step up after a loss, two steps down after a win</source>
        <translation>Fibonacci: thua thì lên một bậc, thắng thì xuống hai bậc</translation>
    </message>
    <message>
        <source>Labouchère 1-2-3: first plus last of the line; a win crosses them off</source>
        <translation>Labouchère 1-2-3: cược số đầu cộng số cuối của dãy; thắng thì gạch hai số đó</translation>
    </message>
    <message>
        <source>Follow: one unit on the side that won the last decision</source>
        <translation>Theo cầu: một đơn vị vào cửa thắng ván trước</translation>
    </message>
    <message>
        <source>Against: one unit on the side that lost the last decision</source>
        <translation>Bẻ cầu: một đơn vị vào cửa thua ván trước</translation>
    </message>
    <message>
        <source>Flat</source>
        <translation>Đều tay</translation>
    </message>
    <message>
        <source>Martingale</source>
        <translation>Martingale</translation>
    </message>
    <message>
        <source>Paroli</source>
        <translation>Paroli</translation>
    </message>
    <message>
        <source>d&apos;Alembert</source>
        <translation>d&apos;Alembert</translation>
    </message>
    <message>
        <source>1-3-2-6</source>
        <translation>1-3-2-6</translation>
    </message>
    <message>
        <source>Fibonacci</source>
        <translation>Fibonacci</translation>
    </message>
    <message>
        <source>Labouchère 1-2-3</source>
        <translation>Labouchère 1-2-3</translation>
    </message>
    <message>
        <source>Follow</source>
        <translation>Theo cầu</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Bẻ cầu</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Ghế %1</translation>
    </message>
    <message>
        <source>Seat %1: %2</source>
        <translation>Ghế %1: %2</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Bạn</translation>
    </message>
    <message>
        <source>Guest %1</source>
        <translation>Khách %1</translation>
    </message>
    <message>
        <source>%1 bot</source>
        <translation>Máy %1</translation>
    </message>
    <message>
        <source>Click to sit</source>
        <translation>Bấm để ngồi</translation>
    </message>
    <message>
        <source>(or move here)</source>
        <translation>(hoặc chuyển sang đây)</translation>
    </message>
    <message>
        <source>Right-click:</source>
        <translation>Bấm phải:</translation>
    </message>
    <message>
        <source>a computer</source>
        <translation>người chơi máy</translation>
    </message>
    <message>
        <source>Bet %1</source>
        <translation>Cược %1</translation>
    </message>
    <message>
        <source>Your turn: %1 s</source>
        <translation>Đến lượt bạn: %1 giây</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Đến lượt bạn</translation>
    </message>
    <message>
        <source>Bankroll %1</source>
        <translation>Vốn %1</translation>
    </message>
    <message>
        <source>Push</source>
        <translation>Hoàn cược</translation>
    </message>
    <message>
        <source>Won %1</source>
        <translation>Thắng %1</translation>
    </message>
    <message>
        <source>Lost %1</source>
        <translation>Thua %1</translation>
    </message>
</context>
<context>
    <name>PracticeWindow</name>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Bàn</translation>
    </message>
    <message>
        <source>&amp;Bets</source>
        <translation>&amp;Cược</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Xem</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Chia bài</translation>
    </message>
    <message>
        <source>Deal (at the casino table: this seat&apos;s bet stands)</source>
        <translation>Chia bài (bàn sòng bài: giữ nguyên cược của ghế này)</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Bỏ qua</translation>
    </message>
    <message>
        <source>Sit this round out</source>
        <translation>Bỏ qua ván này</translation>
    </message>
    <message>
        <source>&amp;Rebet</source>
        <translation>Cược &amp;lại</translation>
    </message>
    <message>
        <source>Place the previous round&apos;s bets again</source>
        <translation>Đặt lại cược của ván trước</translation>
    </message>
    <message>
        <source>&amp;Clear bets</source>
        <translation>&amp;Xóa cược</translation>
    </message>
    <message>
        <source>Take every chip of this seat back</source>
        <translation>Lấy lại mọi phỉnh của ghế này</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>Ván &amp;mới</translation>
    </message>
    <message>
        <source>Clear the table for the next round</source>
        <translation>Dọn bàn cho ván tiếp theo</translation>
    </message>
    <message>
        <source>&amp;Turn the next card</source>
        <translation>&amp;Lật lá tiếp theo</translation>
    </message>
    <message>
        <source>Squeeze: turn the next face-down card</source>
        <translation>Nặn bài: lật lá úp tiếp theo</translation>
    </message>
    <message>
        <source>Rules and &amp;shoe…</source>
        <translation>Luật và &amp;shoe…</translation>
    </message>
    <message>
        <source>Decks, commission, Tie pay, side bets, dealing style, limits</source>
        <translation>Số bộ bài, hoa hồng, tỉ lệ Hòa, cược phụ, cách chia, giới hạn</translation>
    </message>
    <message>
        <source>Past sessions…</source>
        <translation>Các buổi trước…</translation>
    </message>
    <message>
        <source>The practice sessions kept in the library</source>
        <translation>Các buổi luyện tập lưu trong thư viện</translation>
    </message>
    <message>
        <source>Third-card &amp;rule chart</source>
        <translation>Bảng &amp;luật lá thứ ba</translation>
    </message>
    <message>
        <source>When the Player and the Banker draw a third card, as a chart</source>
        <translation>Khi nào Người Chơi và Nhà Cái rút lá thứ ba, dạng bảng</translation>
    </message>
    <message>
        <source>&amp;Close the table</source>
        <translation>Đó&amp;ng bàn</translation>
    </message>
    <message>
        <source>One chip on Player</source>
        <translation>Một phỉnh vào Người Chơi</translation>
    </message>
    <message>
        <source>One chip on Banker</source>
        <translation>Một phỉnh vào Nhà Cái</translation>
    </message>
    <message>
        <source>One chip on Tie</source>
        <translation>Một phỉnh vào Hòa</translation>
    </message>
    <message>
        <source>&amp;Squeeze: turn the cards yourself</source>
        <translation>&amp;Nặn bài: tự lật bài</translation>
    </message>
    <message>
        <source>The cards come face down; click each to turn it</source>
        <translation>Bài được chia úp; bấm từng lá để lật</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe colours</source>
        <translation>Màu cho người &amp;mù màu</translation>
    </message>
    <message>
        <source>Orange Banker, blue Player, bluish-green Tie on the felt and the scorecards</source>
        <translation>Nhà Cái màu cam, Người Chơi màu xanh dương, Hòa màu xanh lục lam trên bàn và bảng cầu</translation>
    </message>
    <message>
        <source>Deal s&amp;lower</source>
        <translation>Chia &amp;chậm hơn</translation>
    </message>
    <message>
        <source>Deal &amp;faster</source>
        <translation>Chia &amp;nhanh hơn</translation>
    </message>
    <message>
        <source>Chip %1</source>
        <translation>Phỉnh %1</translation>
    </message>
    <message>
        <source>Choose the %1 chip: each click on an area adds one</source>
        <translation>Chọn phỉnh %1: mỗi lần bấm vào ô cược thêm một</translation>
    </message>
    <message>
        <source>One chip on %1</source>
        <translation>Một phỉnh vào %1</translation>
    </message>
    <message>
        <source>the whole wager back</source>
        <translation>lấy lại cả tiền cược</translation>
    </message>
    <message>
        <source>one chip back</source>
        <translation>lấy lại một phỉnh</translation>
    </message>
    <message>
        <source>&lt;b&gt;Keys&lt;/b&gt; — left-click an area: one chip; right-click: %1</source>
        <translation>&lt;b&gt;Phím&lt;/b&gt; — bấm trái vào ô cược: một phỉnh; bấm phải: %1</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Tức thì</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Nhanh</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Bình thường</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Chậm</translation>
    </message>
    <message>
        <source>The scorecards of the practice shoe, growing round by round</source>
        <translation>Bảng cầu của shoe luyện tập, dài thêm mỗi ván</translation>
    </message>
    <message>
        <source>Casino table of five</source>
        <translation>Bàn sòng bài năm người</translation>
    </message>
    <message>
        <source>Online table</source>
        <translation>Bàn trực tuyến</translation>
    </message>
    <message>
        <source>tracker — practice: %1</source>
        <translation>tracker — luyện tập: %1</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Luyện tập</translation>
    </message>
    <message>
        <source>Sit here (a new player)</source>
        <translation>Ngồi đây (người chơi mới)</translation>
    </message>
    <message>
        <source>Move %1 here, with the bankroll</source>
        <translation>Chuyển %1 sang đây, cùng số vốn</translation>
    </message>
    <message>
        <source>Computer — %1</source>
        <translation>Máy — %1</translation>
    </message>
    <message>
        <source>Computer on %1 — %2</source>
        <translation>Máy cược %1 — %2</translation>
    </message>
    <message>
        <source>Stand up</source>
        <translation>Rời ghế</translation>
    </message>
    <message>
        <source>Deal speed: %1</source>
        <translation>Tốc độ chia: %1</translation>
    </message>
    <message>
        <source>%1 · limits %2–%3 · speed %4</source>
        <translation>%1 · giới hạn %2–%3 · tốc độ %4</translation>
    </message>
    <message>
        <source>%1% commission</source>
        <translation>hoa hồng %1%</translation>
    </message>
    <message>
        <source>no commission (Banker 6 pays 1:2)</source>
        <translation>không hoa hồng (Nhà Cái 6 trả 1:2)</translation>
    </message>
    <message>
        <source>EZ Baccarat</source>
        <translation>EZ Baccarat</translation>
    </message>
    <message>
        <source>shuffled every round</source>
        <translation>xáo bài mỗi ván</translation>
    </message>
    <message>
        <source>dealt to the cut</source>
        <translation>chia đến lá cắt</translation>
    </message>
    <message>
        <source>%1 decks, %2, Tie %3:1, pairs 11:1, %4</source>
        <translation>%1 bộ bài, %2, Hòa %3 ăn 1, đôi 11 ăn 1, %4</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Lưu</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Lưu tất cả</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Mở</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Có</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Có với &amp;tất cả</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Không</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>K&amp;hông với tất cả</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Hủy bỏ</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Thử lại</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Bỏ qua</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Đóng</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Không lưu</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Trợ giúp</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Áp dụng</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Đặt lại</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Khôi phục mặc định</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>The hand&apos;s cards</source>
        <translation>Các lá bài của ván</translation>
    </message>
    <message>
        <source>no cards recorded</source>
        <translation>không ghi lá bài</translation>
    </message>
    <message>
        <source>No cards recorded</source>
        <translation>Không ghi lá bài</translation>
    </message>
    <message>
        <source>No shoe is shown: choose one in the library to replay it</source>
        <translation>Chưa hiện shoe nào: chọn một shoe trong thư viện để xem lại</translation>
    </message>
    <message>
        <source>Shoe %1 is no longer in the library</source>
        <translation>Shoe %1 không còn trong thư viện</translation>
    </message>
    <message>
        <source>1 hand a second</source>
        <translation>1 ván mỗi giây</translation>
    </message>
    <message>
        <source>2 hands a second</source>
        <translation>2 ván mỗi giây</translation>
    </message>
    <message>
        <source>4 hands a second</source>
        <translation>4 ván mỗi giây</translation>
    </message>
    <message>
        <source>10 hands a second</source>
        <translation>10 ván mỗi giây</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>Nhà Cái</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Người Chơi</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Hòa</translation>
    </message>
    <message>
        <source>Player pair</source>
        <translation>Đôi Người Chơi</translation>
    </message>
    <message>
        <source>Banker pair</source>
        <translation>Đôi Nhà Cái</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Cửa cược</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Xác suất</translation>
    </message>
    <message>
        <source>House edge</source>
        <translation>Lợi thế sòng bài</translation>
    </message>
    <message>
        <source>With main</source>
        <translation>Kèm cược chính</translation>
    </message>
    <message>
        <source>Replay — %1</source>
        <translation>Xem lại — %1</translation>
    </message>
    <message>
        <source>First hand (Home)</source>
        <translation>Ván đầu (Home)</translation>
    </message>
    <message>
        <source>Hand before (←)</source>
        <translation>Ván trước (←)</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>Phát hoặc tạm dừng (Space)</translation>
    </message>
    <message>
        <source>Next hand (→)</source>
        <translation>Ván sau (→)</translation>
    </message>
    <message>
        <source>Last hand (End)</source>
        <translation>Ván cuối (End)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Tạm dừng</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Phát</translation>
    </message>
    <message>
        <source>Split before this hand</source>
        <translation>Tách trước ván này</translation>
    </message>
    <message>
        <source>Make a new shoe of this hand and those after it (a shoe run together with the next); Ctrl+Z undoes</source>
        <translation>Tạo shoe mới từ ván này và các ván sau (shoe bị nối liền với shoe sau); Ctrl+Z để hoàn tác</translation>
    </message>
    <message>
        <source>Merge the next part in</source>
        <translation>Gộp phần tiếp theo vào</translation>
    </message>
    <message>
        <source>Append the hands of the shoe stored next from the same file (a shoe the file split); Ctrl+Z undoes</source>
        <translation>Nối các ván của shoe lưu kế tiếp từ cùng tệp (shoe bị tệp tách ra); Ctrl+Z để hoàn tác</translation>
    </message>
    <message>
        <source>%1: no hands to replay</source>
        <translation>%1: không có ván nào để xem lại</translation>
    </message>
    <message>
        <source>%1 is no longer in the library (deleted meanwhile); nothing was changed</source>
        <translation>%1 không còn trong thư viện (đã bị xóa trong lúc đó); không có gì thay đổi</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Xem lại</translation>
    </message>
    <message>
        <source>%1 — hand %2 (%3 of %4)</source>
        <translation>%1 — ván %2 (%3 / %4)</translation>
    </message>
    <message>
        <source> · line %1</source>
        <translation> · dòng %1</translation>
    </message>
    <message>
        <source>Problem at this hand: %1</source>
        <translation>Lỗi ở ván này: %1</translation>
    </message>
    <message>
        <source>As of this hand: Banker %1 · Player %2 · Tie %3   Player pairs %4 · Banker pairs %5</source>
        <translation>Tính đến ván này: Nhà Cái %1 · Người Chơi %2 · Hòa %3   Đôi N %4 · Đôi C %5</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>không ghi</translation>
    </message>
    <message>
        <source>No cards recorded. Winner: %1.</source>
        <translation>Không ghi lá bài. Bên thắng: %1.</translation>
    </message>
    <message>
        <source>Odds before this hand: not known (%1).</source>
        <translation>Xác suất trước ván này: không rõ (%1).</translation>
    </message>
    <message>
        <source>No main</source>
        <translation>Không cược chính</translation>
    </message>
    <message>
        <source>Exact odds before this hand (%1). ▲ Player&apos;s edge: %2.</source>
        <translation>Xác suất chính xác trước ván này (%1). ▲ Người chơi có lợi thế: %2.</translation>
    </message>
    <message>
        <source>Exact odds before this hand (%1):</source>
        <translation>Xác suất chính xác trước ván này (%1):</translation>
    </message>
    <message>
        <source>Hand %1: %2</source>
        <translation>Ván %1: %2</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>dòng %1: %2</translation>
    </message>
</context>
<context>
    <name>Roads</name>
    <message>
        <source>B</source>
        <translation>C</translation>
    </message>
    <message>
        <source>P</source>
        <translation>N</translation>
    </message>
    <message>
        <source>T</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Bead Plate</source>
        <translation>Bảng hạt</translation>
    </message>
    <message>
        <source>Big Road</source>
        <translation>Đường lớn</translation>
    </message>
    <message>
        <source>Big Eye Boy</source>
        <translation>Mắt to</translation>
    </message>
    <message>
        <source>Small Road</source>
        <translation>Đường nhỏ</translation>
    </message>
    <message>
        <source>Cockroach Pig</source>
        <translation>Đường gián</translation>
    </message>
    <message>
        <source>Ask road</source>
        <translation>Hỏi cầu</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Ask road (B? / P?): the mark each derived road would get next; a restatement of history, not a prediction.</source>
        <translation>Hỏi cầu (C? / N?): dấu mà mỗi đường phụ sẽ nhận ở ván sau; chỉ nhắc lại lịch sử, không phải dự đoán.</translation>
    </message>
    <message>
        <source>The ask road shows the mark each derived road (Big Eye Boy, Small Road, Cockroach Pig) would get if the next hand were Banker (B?) or Player (P?). It restates the history of this shoe; it is not a prediction.</source>
        <translation>Hỏi cầu cho thấy dấu mà mỗi đường phụ (Mắt to, Đường nhỏ, Đường gián) sẽ nhận nếu ván sau là Nhà Cái (C?) hoặc Người Chơi (N?). Nó nhắc lại lịch sử của shoe này; không phải dự đoán.</translation>
    </message>
    <message>
        <source>Banker: orange square, Player: blue disc, Tie: green diamond.</source>
        <translation>Nhà Cái: ô vuông cam, Người Chơi: hạt xanh dương, Hòa: hình thoi xanh lá.</translation>
    </message>
    <message>
        <source>Banker: red disc %1, Player: blue disc %2, Tie: green disc %3.</source>
        <translation>Nhà Cái: hạt đỏ %1, Người Chơi: hạt xanh dương %2, Hòa: hạt xanh lá %3.</translation>
    </message>
    <message>
        <source>Bead plate: every hand in order, down columns of six.</source>
        <translation>Bảng hạt: mọi ván theo thứ tự, từ trên xuống theo cột sáu ô.</translation>
    </message>
    <message>
        <source>Dot top-left: Banker pair; dot bottom-right: Player pair; yellow star top-right: a natural (8 or 9 on the first two cards).</source>
        <translation>Chấm góc trên trái: Đôi Nhà Cái; chấm góc dưới phải: Đôi Người Chơi; sao vàng góc trên phải: tự nhiên (8 hoặc 9 với hai lá đầu).</translation>
    </message>
    <message>
        <source>Banker: orange square, Player: blue ring.</source>
        <translation>Nhà Cái: ô vuông cam, Người Chơi: vòng xanh dương.</translation>
    </message>
    <message>
        <source>Banker: red ring, Player: blue ring.</source>
        <translation>Nhà Cái: vòng đỏ, Người Chơi: vòng xanh dương.</translation>
    </message>
    <message>
        <source>Big road: Banker and Player streaks, a new column at each change.</source>
        <translation>Đường lớn: chuỗi Nhà Cái và Người Chơi, mỗi lần đổi bên sang cột mới.</translation>
    </message>
    <message>
        <source>A green stroke marks ties after a hand, with their count when more than one.</source>
        <translation>Vạch xanh lá đánh dấu các ván Hòa sau một ván, kèm số ván khi nhiều hơn một.</translation>
    </message>
    <message>
        <source>Big Eye Boy: orange square = the pattern repeats, blue ring = it breaks.</source>
        <translation>Mắt to: ô vuông cam = cầu lặp lại, vòng xanh dương = cầu gãy.</translation>
    </message>
    <message>
        <source>Big Eye Boy: red ring = the pattern repeats, blue ring = it breaks.</source>
        <translation>Mắt to: vòng đỏ = cầu lặp lại, vòng xanh dương = cầu gãy.</translation>
    </message>
    <message>
        <source>Small Road: orange square = the pattern repeats, blue dot = it breaks.</source>
        <translation>Đường nhỏ: ô vuông cam = cầu lặp lại, chấm xanh dương = cầu gãy.</translation>
    </message>
    <message>
        <source>Small Road: red dot = the pattern repeats, blue dot = it breaks.</source>
        <translation>Đường nhỏ: chấm đỏ = cầu lặp lại, chấm xanh dương = cầu gãy.</translation>
    </message>
    <message>
        <source>Cockroach Pig: orange backslash = the pattern repeats, blue slash = it breaks.</source>
        <translation>Đường gián: gạch ngược cam = cầu lặp lại, gạch chéo xanh dương = cầu gãy.</translation>
    </message>
    <message>
        <source>Cockroach Pig: red slash = the pattern repeats, blue slash = it breaks.</source>
        <translation>Đường gián: gạch chéo đỏ = cầu lặp lại, gạch chéo xanh dương = cầu gãy.</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>Nhà Cái</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Người Chơi</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Hòa</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Hand %1: %2</source>
        <translation>Ván %1: %2</translation>
    </message>
    <message>
        <source>Banker pair</source>
        <translation>Đôi Nhà Cái</translation>
    </message>
    <message>
        <source>Player pair</source>
        <translation>Đôi Người Chơi</translation>
    </message>
    <message>
        <source>natural</source>
        <translation>tự nhiên</translation>
    </message>
    <message>
        <source>%1, then 1 tie</source>
        <translation>%1, sau đó 1 ván Hòa</translation>
    </message>
    <message>
        <source>%1, then %2 ties</source>
        <translation>%1, sau đó %2 ván Hòa</translation>
    </message>
    <message>
        <source>Scorecards</source>
        <translation>Bảng cầu</translation>
    </message>
</context>
<context>
    <name>RuleChart</name>
    <message>
        <source>D</source>
        <translation>R</translation>
    </message>
    <message>
        <source>S</source>
        <translation>D</translation>
    </message>
    <message>
        <source>nat.</source>
        <translation>tự nhiên</translation>
    </message>
    <message>
        <source>&lt;b&gt;Naturals&lt;/b&gt;: %1.</source>
        <translation>&lt;b&gt;Tự nhiên&lt;/b&gt;: %1.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Player&lt;/b&gt; (%1), by the Player&apos;s two-card total:</source>
        <translation>&lt;b&gt;Người Chơi&lt;/b&gt; (%1), theo tổng hai lá của Người Chơi:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Banker&lt;/b&gt;, by the Banker&apos;s two-card total (rows) and the value of the Player&apos;s third card (columns); the last column is for a Player who stood (%1):</source>
        <translation>&lt;b&gt;Nhà Cái&lt;/b&gt;, theo tổng hai lá của Nhà Cái (hàng) và giá trị lá thứ ba của Người Chơi (cột); cột cuối dành cho khi Người Chơi dừng (%1):</translation>
    </message>
    <message>
        <source>D: draws a third card · S: stands. A 10 or a court card counts 0.</source>
        <translation>R: rút lá thứ ba · D: dừng. Lá 10 và lá hình tính 0 điểm.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Người Chơi</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>Nhà Cái</translation>
    </message>
    <message>
        <source>stood</source>
        <translation>đã dừng</translation>
    </message>
    <message>
        <source>Third-card rules</source>
        <translation>Luật lá thứ ba</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>As the system</source>
        <translation>Theo hệ thống</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Sáng</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Tối</translation>
    </message>
    <message>
        <source>Settings — tracker</source>
        <translation>Cài đặt — tracker</translation>
    </message>
    <message>
        <source>Light or dark windows, or whatever the system uses</source>
        <translation>Cửa sổ sáng hoặc tối, hoặc theo hệ thống</translation>
    </message>
    <message>
        <source>The language of the windows; it changes as soon as you save</source>
        <translation>Ngôn ngữ của các cửa sổ; đổi ngay khi bạn lưu</translation>
    </message>
    <message>
        <source>Colour-blind-safe scorecards</source>
        <translation>Bảng cầu cho người mù màu</translation>
    </message>
    <message>
        <source>Shapes as well as colours tell Banker from Player</source>
        <translation>Phân biệt Nhà Cái với Người Chơi bằng cả hình dạng lẫn màu sắc</translation>
    </message>
    <message>
        <source>Offer the card field at the table (C)</source>
        <translation>Hiện ô nhập lá bài tại bàn (C)</translation>
    </message>
    <message>
        <source>Enter each hand&apos;s cards for exact odds; off, B, P and T alone log a hand</source>
        <translation>Nhập các lá bài của mỗi ván để có tỉ lệ chính xác; khi tắt, chỉ B, P và T ghi một ván</translation>
    </message>
    <message>
        <source>The decks a new shoe starts with</source>
        <translation>Số bộ bài của một shoe mới</translation>
    </message>
    <message>
        <source>No commission</source>
        <translation>Không hoa hồng</translation>
    </message>
    <message>
        <source>The Banker commission a new shoe starts with</source>
        <translation>Hoa hồng Nhà Cái của một shoe mới</translation>
    </message>
    <message>
        <source>%1 to 1</source>
        <translation>%1 ăn 1</translation>
    </message>
    <message>
        <source>What a tie pays in a new shoe</source>
        <translation>Tỉ lệ trả Hòa trong một shoe mới</translation>
    </message>
    <message>
        <source>Now: %1</source>
        <translation>Hiện tại: %1</translation>
    </message>
    <message>
        <source>The library file (or a postgresql:// address) to open at the next start; empty: the default (or --db / TRACKER_DB)</source>
        <translation>Tệp thư viện (hoặc địa chỉ postgresql://) sẽ mở ở lần khởi động sau; để trống: mặc định (hoặc --db / TRACKER_DB)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Duyệt…</translation>
    </message>
    <message>
        <source>Choose a library file</source>
        <translation>Chọn tệp thư viện</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Ngôn ngữ:</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Giao diện:</translation>
    </message>
    <message>
        <source>&lt;b&gt;A new shoe starts with&lt;/b&gt;</source>
        <translation>&lt;b&gt;Một shoe mới bắt đầu với&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Decks:</source>
        <translation>Số &amp;bộ bài:</translation>
    </message>
    <message>
        <source>Co&amp;mmission:</source>
        <translation>&amp;Hoa hồng:</translation>
    </message>
    <message>
        <source>Tie &amp;pays:</source>
        <translation>Hòa &amp;trả:</translation>
    </message>
    <message>
        <source>Library:</source>
        <translation>Thư viện:</translation>
    </message>
    <message>
        <source>A new library location is opened at the next start.</source>
        <translation>Vị trí thư viện mới sẽ được mở ở lần khởi động sau.</translation>
    </message>
    <message>
        <source>Library file</source>
        <translation>Tệp thư viện</translation>
    </message>
    <message>
        <source>tracker library (*.sqlite *.db);;All files (*)</source>
        <translation>Thư viện tracker (*.sqlite *.db);;Mọi tệp (*)</translation>
    </message>
</context>
<context>
    <name>Sheet</name>
    <message>
        <source>continued below</source>
        <translation>tiếp ở dưới</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>trang %1 / %2</translation>
    </message>
    <message>
        <source>could not start painting the pages</source>
        <translation>không bắt đầu vẽ các trang được</translation>
    </message>
</context>
<context>
    <name>Sheets</name>
    <message>
        <source>PDF, A4 landscape (*.pdf)</source>
        <translation>PDF, A4 khổ ngang (*.pdf)</translation>
    </message>
    <message>
        <source>PDF, Letter landscape (*.pdf)</source>
        <translation>PDF, Letter khổ ngang (*.pdf)</translation>
    </message>
    <message>
        <source>dd MMM yyyy HH:mm</source>
        <translation>dd/MM/yyyy HH:mm</translation>
    </message>
    <message>
        <source>started %1</source>
        <translation>bắt đầu %1</translation>
    </message>
    <message>
        <source>%Ln hand(s)</source>
        <translation>%Ln ván</translation>
    </message>
    <message>
        <source>%Ln deck(s)</source>
        <translation>%Ln bộ bài</translation>
    </message>
    <message>
        <source>Banker %1</source>
        <translation>Nhà Cái %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Người Chơi %1</translation>
    </message>
    <message>
        <source>Tie %1</source>
        <translation>Hòa %1</translation>
    </message>
    <message>
        <source>Player pairs %1</source>
        <translation>Đôi Người Chơi %1</translation>
    </message>
    <message>
        <source>Banker pairs %1</source>
        <translation>Đôi Nhà Cái %1</translation>
    </message>
    <message>
        <source>naturals %1</source>
        <translation>tự nhiên %1</translation>
    </message>
    <message>
        <source>Export scorecards</source>
        <translation>Xuất bảng cầu</translation>
    </message>
    <message>
        <source>PNG picture (*.png)</source>
        <translation>Ảnh PNG (*.png)</translation>
    </message>
    <message>
        <source>tracker</source>
        <translation>tracker</translation>
    </message>
    <message>
        <source>Scorecards saved to %1</source>
        <translation>Đã lưu bảng cầu vào %1</translation>
    </message>
    <message>
        <source>Print scorecards</source>
        <translation>In bảng cầu</translation>
    </message>
    <message>
        <source>Printing failed: %1</source>
        <translation>In không thành công: %1</translation>
    </message>
</context>
<context>
    <name>ShoeDetailsDialog</name>
    <message>
        <source>New shoe at the table</source>
        <translation>Shoe mới tại bàn</translation>
    </message>
    <message>
        <source>Shoe details</source>
        <translation>Chi tiết shoe</translation>
    </message>
    <message>
        <source>&amp;Casino:</source>
        <translation>&amp;Sòng bài:</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Bàn:</translation>
    </message>
    <message>
        <source>&amp;Started:</source>
        <translation>Bắt đầ&amp;u lúc:</translation>
    </message>
    <message>
        <source>&amp;Decks:</source>
        <translation>Số bộ bà&amp;i:</translation>
    </message>
    <message>
        <source>Co&amp;mmission:</source>
        <translation>&amp;Hoa hồng:</translation>
    </message>
    <message>
        <source>Tie &amp;pays:</source>
        <translation>Hòa &amp;trả:</translation>
    </message>
    <message>
        <source>C&amp;ut card:</source>
        <translation>Lá &amp;cắt:</translation>
    </message>
    <message>
        <source>&amp;Burn cards:</source>
        <translation>&amp;Lá đốt:</translation>
    </message>
    <message>
        <source>&amp;Notes:</source>
        <translation>&amp;Ghi chú:</translation>
    </message>
    <message>
        <source>The casino or the live-dealer studio</source>
        <translation>Sòng bài hoặc studio chia bài trực tuyến</translation>
    </message>
    <message>
        <source>The table&apos;s name; a new shoe at the table of an open shoe closes that shoe</source>
        <translation>Tên bàn; bắt đầu shoe mới tại bàn đang có shoe mở sẽ đóng shoe đó</translation>
    </message>
    <message>
        <source>When the shoe&apos;s first hand was dealt</source>
        <translation>Thời điểm chia ván đầu tiên của shoe</translation>
    </message>
    <message>
        <source>Decks in the shoe: 8 at most tables, 6 at some</source>
        <translation>Số bộ bài trong shoe: 8 ở hầu hết các bàn, 6 ở một số bàn</translation>
    </message>
    <message>
        <source>The commission on a Banker win</source>
        <translation>Hoa hồng khi Nhà Cái thắng</translation>
    </message>
    <message>
        <source>No commission (a Banker 6 pays half)</source>
        <translation>Không hoa hồng (Nhà Cái thắng 6 điểm trả một nửa)</translation>
    </message>
    <message>
        <source>Banker pays even money, except half on a total of 6</source>
        <translation>Nhà Cái trả 1 ăn 1, trừ khi thắng 6 điểm thì trả một nửa</translation>
    </message>
    <message>
        <source>%1 to 1</source>
        <translation>%1 ăn 1</translation>
    </message>
    <message>
        <source>What a tie bet pays</source>
        <translation>Tỉ lệ trả của cược Hòa</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>không rõ</translation>
    </message>
    <message>
        <source>Cards left behind the cut card (0: not known)</source>
        <translation>Số lá còn lại sau lá cắt (0: không rõ)</translation>
    </message>
    <message>
        <source>e.g. 7s 4h 2c 9d — the first card and those it burnt</source>
        <translation>vd. 7s 4h 2c 9d — lá đầu tiên và các lá bị đốt theo nó</translation>
    </message>
    <message>
        <source>The cards burnt at the shoe&apos;s start, in card notation, if seen</source>
        <translation>Các lá bị đốt khi bắt đầu shoe, theo ký hiệu lá bài, nếu thấy</translation>
    </message>
    <message>
        <source>Anything worth remembering about this shoe</source>
        <translation>Bất cứ điều gì đáng nhớ về shoe này</translation>
    </message>
    <message>
        <source>Start the shoe</source>
        <translation>Bắt đầu shoe</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Lưu</translation>
    </message>
    <message>
        <source>Start logging this shoe</source>
        <translation>Bắt đầu ghi shoe này</translation>
    </message>
    <message>
        <source>Keep these details</source>
        <translation>Lưu các chi tiết này</translation>
    </message>
</context>
<context>
    <name>ShoeLife</name>
    <message>
        <source>%1 closed after %Ln hand(s)</source>
        <translation>%1 đã đóng sau %Ln ván</translation>
    </message>
    <message>
        <source>Close %1 after %Ln hand(s)? No more hands can be logged to it (Shoe → Reopen, or Ctrl+Z, opens it again).</source>
        <translation>Đóng %1 sau %Ln ván? Sẽ không ghi thêm ván nào vào shoe này được (Shoe → Mở lại, hoặc Ctrl+Z, để mở lại).</translation>
    </message>
    <message>
        <source>Close the shoe</source>
        <translation>Đóng shoe</translation>
    </message>
    <message>
        <source>Delete %1 from the library, with its %Ln hand(s) (Banker %2, Player %3, Tie %4)? This cannot be undone.</source>
        <translation>Xóa %1 khỏi thư viện, cùng %Ln ván của nó (Nhà Cái %2, Người Chơi %3, Hòa %4)? Không thể hoàn tác.</translation>
    </message>
    <message>
        <source>Delete the shoe</source>
        <translation>Xóa shoe</translation>
    </message>
    <message>
        <source>Deleted %1</source>
        <translation>Đã xóa %1</translation>
    </message>
</context>
<context>
    <name>ShoeList</name>
    <message>
        <source>Live</source>
        <translation>Trực tiếp</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>Đã nhập</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Luyện tập</translation>
    </message>
    <message>
        <source>Simulated</source>
        <translation>Mô phỏng</translation>
    </message>
    <message>
        <source>dd MMM HH:mm</source>
        <translation>dd/MM HH:mm</translation>
    </message>
    <message>
        <source>Shoe</source>
        <translation>Shoe</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Bắt đầu</translation>
    </message>
    <message>
        <source>Hands: B · P · T</source>
        <translation>Ván: C · N · H</translation>
    </message>
    <message>
        <source>Live, closed</source>
        <translation>Trực tiếp, đã đóng</translation>
    </message>
    <message>
        <source>Live, open for logging</source>
        <translation>Trực tiếp, đang mở để ghi</translation>
    </message>
    <message>
        <source>%1 · %n deck(s)</source>
        <translation>%1 · %n bộ bài</translation>
    </message>
    <message>
        <source>yyyy-MM-dd HH:mm</source>
        <translation>dd/MM/yyyy HH:mm</translation>
    </message>
    <message>
        <source>Started %1</source>
        <translation>Bắt đầu %1</translation>
    </message>
    <message>
        <source>Banker %1, Player %2, Tie %3; pairs: Player %4, Banker %5</source>
        <translation>Nhà Cái %1, Người Chơi %2, Hòa %3; đôi: Người Chơi %4, Nhà Cái %5</translation>
    </message>
    <message>
        <source>From %1</source>
        <translation>Từ %1</translation>
    </message>
</context>
<context>
    <name>SideBets</name>
    <message>
        <source>up to 30:1</source>
        <translation>đến 30 ăn 1</translation>
    </message>
    <message>
        <source>Dragon 7</source>
        <translation>Rồng 7</translation>
    </message>
    <message>
        <source>Banker wins with a three-card 7</source>
        <translation>Nhà Cái thắng với 7 điểm ba lá</translation>
    </message>
    <message>
        <source>Panda 8</source>
        <translation>Gấu trúc 8</translation>
    </message>
    <message>
        <source>Player wins with a three-card 8</source>
        <translation>Người Chơi thắng với 8 điểm ba lá</translation>
    </message>
    <message>
        <source>EZ Banker</source>
        <translation>EZ Nhà Cái</translation>
    </message>
    <message>
        <source>Banker wins (a three-card 7 win pushes; a tie pushes)</source>
        <translation>Nhà Cái thắng (thắng với 7 điểm ba lá thì hoàn cược; Hòa thì hoàn cược)</translation>
    </message>
    <message>
        <source>No-commission Banker</source>
        <translation>Nhà Cái không hoa hồng</translation>
    </message>
    <message>
        <source>Banker wins (a win on 6 pays 1:2; a tie pushes)</source>
        <translation>Nhà Cái thắng (thắng với 6 điểm trả 1:2; Hòa thì hoàn cược)</translation>
    </message>
    <message>
        <source>Super 6 (12:1)</source>
        <translation>Super 6 (12:1)</translation>
    </message>
    <message>
        <source>Banker wins with 6</source>
        <translation>Nhà Cái thắng với 6 điểm</translation>
    </message>
    <message>
        <source>Super 6 (15:1)</source>
        <translation>Super 6 (15:1)</translation>
    </message>
    <message>
        <source>Lucky 6 (12:1 / 20:1)</source>
        <translation>Lucky 6 (12:1 / 20:1)</translation>
    </message>
    <message>
        <source>Banker wins with 6: with two cards / with three</source>
        <translation>Nhà Cái thắng với 6 điểm: hai lá / ba lá</translation>
    </message>
    <message>
        <source>Lucky 6 (12:1 / 23:1)</source>
        <translation>Lucky 6 (12:1 / 23:1)</translation>
    </message>
    <message>
        <source>Banker wins with a natural (1:1; a tie of naturals pushes) or without one by 9, 8, 7, 6, 5 or 4 points (30, 10, 6, 4, 2, 1 to 1)</source>
        <translation>Nhà Cái thắng với tự nhiên (1 ăn 1; Hòa hai bài tự nhiên thì hoàn cược) hoặc không tự nhiên mà hơn 9, 8, 7, 6, 5 hay 4 điểm (30, 10, 6, 4, 2, 1 ăn 1)</translation>
    </message>
    <message>
        <source>Player Pair (11:1)</source>
        <translation>Đôi Người Chơi (11:1)</translation>
    </message>
    <message>
        <source>the Player&apos;s first two cards are a pair (same rank)</source>
        <translation>hai lá đầu của Người Chơi là một đôi (cùng hạng)</translation>
    </message>
    <message>
        <source>Banker Pair (11:1)</source>
        <translation>Đôi Nhà Cái (11:1)</translation>
    </message>
    <message>
        <source>the Banker&apos;s first two cards are a pair (same rank)</source>
        <translation>hai lá đầu của Nhà Cái là một đôi (cùng hạng)</translation>
    </message>
    <message>
        <source>Player Pair (12:1)</source>
        <translation>Đôi Người Chơi (12:1)</translation>
    </message>
    <message>
        <source>Banker Pair (12:1)</source>
        <translation>Đôi Nhà Cái (12:1)</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Nhỏ</translation>
    </message>
    <message>
        <source>four cards are dealt in all</source>
        <translation>tổng cộng chia bốn lá</translation>
    </message>
    <message>
        <source>Big</source>
        <translation>Lớn</translation>
    </message>
    <message>
        <source>five or six cards are dealt in all</source>
        <translation>tổng cộng chia năm hoặc sáu lá</translation>
    </message>
    <message>
        <source>Super 6</source>
        <translation>Super 6</translation>
    </message>
    <message>
        <source>Dragon Bonus Player</source>
        <translation>Dragon Bonus Người Chơi</translation>
    </message>
    <message>
        <source>Player wins with a natural (1:1; a tie of naturals pushes) or without one by 9, 8, 7, 6, 5 or 4 points (30, 10, 6, 4, 2, 1 to 1)</source>
        <translation>Người Chơi thắng với tự nhiên (1 ăn 1; Hòa hai bài tự nhiên thì hoàn cược) hoặc không tự nhiên mà hơn 9, 8, 7, 6, 5 hay 4 điểm (30, 10, 6, 4, 2, 1 ăn 1)</translation>
    </message>
    <message>
        <source>Dragon Bonus Banker</source>
        <translation>Dragon Bonus Nhà Cái</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>Nhà Cái</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Người Chơi</translation>
    </message>
    <message>
        <source>Exact chance of winning and house edge of each side bet chosen in the settings, for the next hand, from the cards left.</source>
        <translation>Xác suất thắng chính xác và lợi thế nhà cái của mỗi cược phụ đã chọn trong phần cài đặt, cho ván tới, tính từ các lá còn lại.</translation>
    </message>
    <message>
        <source>(%1 with %2× %3)</source>
        <translation>(%1 khi kèm %2× %3)</translation>
    </message>
    <message>
        <source>No side bets chosen: pick them in Settings.</source>
        <translation>Chưa chọn cược phụ: hãy chọn trong Cài đặt.</translation>
    </message>
    <message>
        <source>Next hand from the %1 cards left (win · house edge): %2</source>
        <translation>Ván tới từ %1 lá còn lại (thắng · lợi thế nhà cái): %2</translation>
    </message>
    <message>
        <source>Side bets: %1</source>
        <translation>Cược phụ: %1</translation>
    </message>
    <message>
        <source>%1 (%2): edge %3</source>
        <translation>%1 (%2): lợi thế %3</translation>
    </message>
    <message>
        <source>%1, combined %2</source>
        <translation>%1, gộp %2</translation>
    </message>
    <message>
        <source>Wins when %1; pays %2</source>
        <translation>Thắng khi %1; trả %2</translation>
    </message>
    <message>
        <source>▲ player&apos;s edge %1</source>
        <translation>▲ người chơi có lợi thế %1</translation>
    </message>
    <message>
        <source>with %1× on %2: %3</source>
        <translation>kèm %1× cửa %2: %3</translation>
    </message>
    <message>
        <source>No main bet is required beside a side bet.</source>
        <translation>Cược phụ không cần kèm cược chính.</translation>
    </message>
    <message>
        <source>Combined: the side bet with the main bet required beside it, 1 stake on %2 (the better main bet from the cards left, house edge %3), per unit on the side bet.</source>
        <translation>Gộp: cược phụ cùng cược chính phải đặt kèm, 1 phần cửa %2 (cược chính tốt hơn theo các lá còn lại, lợi thế nhà cái %3), tính trên mỗi đơn vị cược phụ.</translation>
    </message>
    <message>
        <source>Combined: the side bet with the main bet required beside it, %1 stakes on %2 (the better main bet from the cards left, house edge %3), per unit on the side bet.</source>
        <translation>Gộp: cược phụ cùng cược chính phải đặt kèm, %1 phần cửa %2 (cược chính tốt hơn theo các lá còn lại, lợi thế nhà cái %3), tính trên mỗi đơn vị cược phụ.</translation>
    </message>
</context>
<context>
    <name>SideBetsBox</name>
    <message>
        <source>None: a side bet may be placed alone</source>
        <translation>Không: cược phụ có thể đặt riêng</translation>
    </message>
    <message>
        <source>A main bet of at least</source>
        <translation>Cược chính ít nhất</translation>
    </message>
    <message>
        <source>A main bet at least as large as the side bet, and at least</source>
        <translation>Cược chính không nhỏ hơn cược phụ, và ít nhất</translation>
    </message>
    <message>
        <source>Side bets shown at the table and in the replay</source>
        <translation>Các cược phụ hiện tại bàn và khi xem lại</translation>
    </message>
    <message>
        <source>What the casino asks beside a side bet: the figures then add the better of Banker and Player, at this size, to each side bet</source>
        <translation>Điều sòng bài đòi kèm một cược phụ: các con số khi đó cộng thêm cửa tốt hơn giữa Nhà Cái và Người Chơi, ở mức này, vào mỗi cược phụ</translation>
    </message>
    <message>
        <source> × the side bet</source>
        <translation> × cược phụ</translation>
    </message>
    <message>
        <source>The smallest main bet required, in side-bet stakes</source>
        <translation>Cược chính nhỏ nhất được yêu cầu, tính theo mức cược phụ</translation>
    </message>
    <message>
        <source>Main bet required:</source>
        <translation>Cược chính bắt buộc:</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>no shoe holds two decisions in a row</source>
        <translation>không shoe nào có hai ván phân thắng thua liên tiếp</translation>
    </message>
    <message>
        <source>one side won every decision</source>
        <translation>một bên thắng mọi ván phân thắng thua</translation>
    </message>
    <message>
        <source>no hands with a winner</source>
        <translation>không có ván nào có bên thắng</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>Nhà Cái</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Người Chơi</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Hòa</translation>
    </message>
    <message>
        <source>Player pair</source>
        <translation>Đôi Người Chơi</translation>
    </message>
    <message>
        <source>Banker pair</source>
        <translation>Đôi Nhà Cái</translation>
    </message>
    <message>
        <source>Natural</source>
        <translation>Tự nhiên</translation>
    </message>
    <message>
        <source>Exact odds of the next hand need every card dealt; this shoe records outcomes only.</source>
        <translation>Xác suất chính xác của ván tới cần mọi lá đã chia; shoe này chỉ ghi kết quả.</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>không ghi</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>%Ln tie(s)</source>
        <translation>%Ln ván Hòa</translation>
    </message>
    <message>
        <source>%1 left out, from shoes that flag naturals on wins only (never a natural tie); chance is for the hands counted</source>
        <translation>bỏ ra %1, từ các shoe chỉ đánh dấu tự nhiên ở ván thắng (không bao giờ ở ván Hòa); xác suất tính cho các ván được đếm</translation>
    </message>
    <message>
        <source>%1 that record no natural left out (%2 of them from shoes that flag naturals on wins only); chance is for the hands counted</source>
        <translation>bỏ ra %1 không ghi tự nhiên (trong đó %2 từ các shoe chỉ đánh dấu tự nhiên ở ván thắng); xác suất tính cho các ván được đếm</translation>
    </message>
    <message>
        <source>%1 that record no natural left out; chance is for the hands counted</source>
        <translation>bỏ ra %1 không ghi tự nhiên; xác suất tính cho các ván được đếm</translation>
    </message>
    <message>
        <source>Chi-square: χ² = %1, p = %2: %3</source>
        <translation>Khi bình phương: χ² = %1, p = %2: %3</translation>
    </message>
    <message>
        <source>Chi-square: not tested, %1</source>
        <translation>Khi bình phương: không kiểm định, %1</translation>
    </message>
    <message>
        <source>Runs: %1 seen, %2 expected, p = %3: %4</source>
        <translation>Số đoạn chạy: thực tế %1, kỳ vọng %2, p = %3: %4</translation>
    </message>
    <message>
        <source>Runs: not tested, %1</source>
        <translation>Số đoạn chạy: không kiểm định, %1</translation>
    </message>
    <message>
        <source>Lag-1 correlation: r = %1, p = %2: %3</source>
        <translation>Tương quan trễ 1: r = %1, p = %2: %3</translation>
    </message>
    <message>
        <source>Lag-1 correlation: not tested, %1</source>
        <translation>Tương quan trễ 1: không kiểm định, %1</translation>
    </message>
    <message>
        <source>Longest streak: Banker %1, Player %2</source>
        <translation>Chuỗi dài nhất: Nhà Cái %1, Người Chơi %2</translation>
    </message>
    <message>
        <source>; chance gives one of %1 or more in %2 of such shoes</source>
        <translation>; theo xác suất, %2 số shoe như vậy có một chuỗi từ %1 trở lên</translation>
    </message>
    <message>
        <source>. Chops %1 (%2 expected).</source>
        <translation>. Đổi bên %1 lần (kỳ vọng %2).</translation>
    </message>
    <message>
        <source>Shoe by shoe at p &lt; %1: runs test %2 of %3, chi-square %4 of %5, longest streak %6 of %7; chance alone flags about %8, %9 and %10.</source>
        <translation>Từng shoe với p &lt; %1: kiểm định đoạn chạy %2 trên %3, khi bình phương %4 trên %5, chuỗi dài nhất %6 trên %7; chỉ riêng ngẫu nhiên cũng đánh dấu khoảng %8, %9 và %10.</translation>
    </message>
    <message>
        <source>Seen</source>
        <translation>Thực tế</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Tỷ lệ</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>Khoảng 95%</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Xác suất</translation>
    </message>
    <message>
        <source>Natural: %1.</source>
        <translation>Tự nhiên: %1.</translation>
    </message>
    <message>
        <source>expected</source>
        <translation>kỳ vọng</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Độ dài</translation>
    </message>
    <message>
        <source>Streaks by length</source>
        <translation>Chuỗi theo độ dài</translation>
    </message>
    <message>
        <source>(as the big road shows them)</source>
        <translation>(như Đường lớn thể hiện)</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 đến %2</translation>
    </message>
    <message>
        <source>House edge from the cards left</source>
        <translation>Lợi thế nhà cái theo các lá còn lại</translation>
    </message>
    <message>
        <source>(exact; negative favours the player)</source>
        <translation>(chính xác; số âm là có lợi cho người chơi)</translation>
    </message>
    <message>
        <source>first hand</source>
        <translation>ván đầu</translation>
    </message>
    <message>
        <source>next hand</source>
        <translation>ván tới</translation>
    </message>
    <message>
        <source>over the shoe</source>
        <translation>trong cả shoe</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Kỳ vọng</translation>
    </message>
    <message>
        <source>No shoe selected.</source>
        <translation>Chưa chọn shoe.</translation>
    </message>
    <message>
        <source>%Ln deck(s)</source>
        <translation>%Ln bộ bài</translation>
    </message>
    <message>
        <source> · %1</source>
        <translation> · %1</translation>
    </message>
    <message>
        <source>Pairs over the %1 of %2 hands that record them.</source>
        <translation>Đôi tính trên %1 trong %2 ván có ghi đôi.</translation>
    </message>
    <message>
        <source>χ² = %1, p = %2, %3.</source>
        <translation>χ² = %1, p = %2, %3.</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Banker/Player/Tie against chance: %1</source>
        <translation>Nhà Cái/Người Chơi/Hòa so với xác suất: %1</translation>
    </message>
    <message>
        <source>Runs (ties removed): %1 seen, %2 expected by chance; z = %3, p = %4, %5.</source>
        <translation>Số đoạn chạy (bỏ ván Hòa): thực tế %1, kỳ vọng theo xác suất %2; z = %3, p = %4, %5.</translation>
    </message>
    <message>
        <source>Runs test: %1.</source>
        <translation>Kiểm định đoạn chạy: %1.</translation>
    </message>
    <message>
        <source>The recorded cards cannot all come from this shoe: %1</source>
        <translation>Các lá đã ghi không thể đều đến từ shoe này: %1</translation>
    </message>
    <message>
        <source>Here the cards left tip a main bet the player&apos;s way: exact arithmetic on the cards still in the shoe (it happens rarely, near the end), not a pattern in past results.</source>
        <translation>Lúc này các lá còn lại khiến một cửa cược chính nghiêng về người chơi: đó là phép tính chính xác trên các lá còn trong shoe (hiếm khi xảy ra, gần cuối shoe), không phải một mẫu trong kết quả đã qua.</translation>
    </message>
    <message>
        <source>The house keeps its edge on both main bets.</source>
        <translation>Nhà cái giữ lợi thế ở cả hai cửa cược chính.</translation>
    </message>
    <message>
        <source>, exactly, from the %1 cards left: Banker %2, Player %3, Tie %4 (a fresh shoe: %5, %6, %7; at most %8 points apart).</source>
        <translation>, chính xác, theo %1 lá còn lại: Nhà Cái %2, Người Chơi %3, Hòa %4 (shoe mới: %5, %6, %7; chênh nhau tối đa %8 điểm).</translation>
    </message>
    <message>
        <source>House edge now: Banker %1, Player %2 (fresh: %3, %4). %5</source>
        <translation>Lợi thế nhà cái lúc này: Nhà Cái %1, Người Chơi %2 (shoe mới: %3, %4). %5</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Ván tới</translation>
    </message>
    <message>
        <source>%Ln shoe(s)</source>
        <translation>%Ln shoe</translation>
    </message>
    <message>
        <source>%Ln hand(s)</source>
        <translation>%Ln ván</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>not tested: %1</source>
        <translation>không kiểm định: %1</translation>
    </message>
    <message>
        <source>too few hands to test</source>
        <translation>quá ít ván để kiểm định</translation>
    </message>
    <message>
        <source>consistent with chance</source>
        <translation>phù hợp với ngẫu nhiên</translation>
    </message>
    <message>
        <source>unusual for chance (p &lt; %1); with enough shoes some results are, and it still predicts nothing</source>
        <translation>hiếm gặp với ngẫu nhiên (p &lt; %1); với đủ nhiều shoe thì vẫn có vài kết quả như vậy, và nó vẫn không dự đoán được gì</translation>
    </message>
    <message>
        <source>banker</source>
        <translation>Nhà Cái</translation>
    </message>
    <message>
        <source>player</source>
        <translation>Người Chơi</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>Hòa</translation>
    </message>
    <message>
        <source>player pair</source>
        <translation>Đôi Người Chơi</translation>
    </message>
    <message>
        <source>banker pair</source>
        <translation>Đôi Nhà Cái</translation>
    </message>
    <message>
        <source>no commission banker</source>
        <translation>Nhà Cái không hoa hồng</translation>
    </message>
    <message>
        <source>ez banker</source>
        <translation>EZ Nhà Cái</translation>
    </message>
    <message>
        <source>dragon seven</source>
        <translation>Rồng 7</translation>
    </message>
    <message>
        <source>panda eight</source>
        <translation>Gấu trúc 8</translation>
    </message>
    <message>
        <source>super six</source>
        <translation>Siêu 6</translation>
    </message>
    <message>
        <source>dragon bonus player</source>
        <translation>Rồng thưởng Người Chơi</translation>
    </message>
    <message>
        <source>dragon bonus banker</source>
        <translation>Rồng thưởng Nhà Cái</translation>
    </message>
    <message>
        <source>Banker wins</source>
        <translation>Nhà Cái thắng</translation>
    </message>
    <message>
        <source>Player wins</source>
        <translation>Người Chơi thắng</translation>
    </message>
    <message>
        <source>ties</source>
        <translation>ván Hòa</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics — tracker</source>
        <translation>Thống kê — tracker</translation>
    </message>
    <message>
        <source>The %Ln chosen shoe(s)</source>
        <translation>%Ln shoe đã chọn</translation>
    </message>
    <message>
        <source>The shown shoe</source>
        <translation>Shoe đang hiện</translation>
    </message>
    <message>
        <source>The whole library</source>
        <translation>Cả thư viện</translation>
    </message>
    <message>
        <source>Statistics of</source>
        <translation>Thống kê của</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Làm mới</translation>
    </message>
    <message>
        <source>&amp;Export chart as PNG…</source>
        <translation>&amp;Xuất biểu đồ ra PNG…</translation>
    </message>
    <message>
        <source>Streaks</source>
        <translation>Chuỗi</translation>
    </message>
    <message>
        <source>Banker − Player</source>
        <translation>Nhà Cái − Người Chơi</translation>
    </message>
    <message>
        <source>Edges of the bets</source>
        <translation>Lợi thế các cửa cược</translation>
    </message>
    <message>
        <source>Working…</source>
        <translation>Đang tính…</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>Không ghi được %1</translation>
    </message>
    <message>
        <source>No shoe is shown: open one, or choose the whole library.</source>
        <translation>Không có shoe nào đang hiện: hãy mở một shoe, hoặc chọn cả thư viện.</translation>
    </message>
    <message>
        <source>the whole library</source>
        <translation>cả thư viện</translation>
    </message>
    <message>
        <source>shoe %1</source>
        <translation>shoe %1</translation>
    </message>
    <message>
        <source>The statistics failed: %1</source>
        <translation>Thống kê thất bại: %1</translation>
    </message>
    <message>
        <source>the %Ln chosen shoe(s)</source>
        <translation>%Ln shoe đã chọn</translation>
    </message>
    <message>
        <source>No hands to count yet: import shoe files (File › Import) or log a shoe.</source>
        <translation>Chưa có ván nào để đếm: hãy nhập tệp shoe (Tệp › Nhập) hoặc ghi một shoe.</translation>
    </message>
    <message>
        <source>Drawn for one shoe: show or choose one shoe</source>
        <translation>Vẽ cho một shoe: hãy hiện hoặc chọn một shoe</translation>
    </message>
    <message>
        <source>Drawn for one shoe whose cards are recorded</source>
        <translation>Vẽ cho một shoe có ghi từng lá bài</translation>
    </message>
</context>
<context>
    <name>TableTab</name>
    <message>
        <source>No shoe</source>
        <translation>Không có shoe</translation>
    </message>
    <message>
        <source>Shoe %1</source>
        <translation>Shoe %1</translation>
    </message>
    <message>
        <source>waiting for %1</source>
        <translation>đang chờ %1</translation>
    </message>
    <message>
        <source>%1

The undo history was cleared.</source>
        <translation>%1

Lịch sử hoàn tác đã được xóa.</translation>
    </message>
</context>
<context>
    <name>UndoHistory</name>
    <message>
        <source>hand</source>
        <translation>ván</translation>
    </message>
    <message>
        <source>log %1</source>
        <translation>ghi %1</translation>
    </message>
    <message>
        <source>edit hand %1 (%2 → %3)</source>
        <translation>sửa ván %1 (%2 → %3)</translation>
    </message>
    <message>
        <source>edit hand %1 (details)</source>
        <translation>sửa ván %1 (chi tiết)</translation>
    </message>
    <message>
        <source>insert %1 as hand %2</source>
        <translation>chèn %1 làm ván %2</translation>
    </message>
    <message>
        <source>delete hand %1 (%2)</source>
        <translation>xóa ván %1 (%2)</translation>
    </message>
    <message>
        <source>casino</source>
        <translation>sòng bài</translation>
    </message>
    <message>
        <source>table</source>
        <translation>bàn</translation>
    </message>
    <message>
        <source>started</source>
        <translation>giờ bắt đầu</translation>
    </message>
    <message>
        <source>decks</source>
        <translation>số bộ bài</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>luật</translation>
    </message>
    <message>
        <source>cut card</source>
        <translation>lá cắt</translation>
    </message>
    <message>
        <source>burn</source>
        <translation>lá đốt</translation>
    </message>
    <message>
        <source>notes</source>
        <translation>ghi chú</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>không gì</translation>
    </message>
    <message>
        <source>change the shoe&apos;s %1</source>
        <translation>đổi %1 của shoe</translation>
    </message>
    <message>
        <source>close the shoe</source>
        <translation>đóng shoe</translation>
    </message>
    <message>
        <source>reopen the shoe</source>
        <translation>mở lại shoe</translation>
    </message>
</context>
<context>
    <name>ValidationReport</name>
    <message>
        <source>Validation report</source>
        <translation>Báo cáo kiểm tra</translation>
    </message>
    <message>
        <source>Shoe · hand</source>
        <translation>Shoe · ván</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Dòng</translation>
    </message>
    <message>
        <source>Cards (Player / Banker)</source>
        <translation>Lá bài (Người Chơi / Nhà Cái)</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Lỗi</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Mở xem lại</translation>
    </message>
    <message>
        <source>The replay finds no problems in these shoes.</source>
        <translation>Xem lại không thấy lỗi nào trong các shoe này.</translation>
    </message>
    <message>
        <source>The replay finds no problems in the library.</source>
        <translation>Xem lại không thấy lỗi nào trong thư viện.</translation>
    </message>
    <message>
        <source>%Ln shoe(s)</source>
        <translation>%Ln shoe</translation>
    </message>
    <message>
        <source>%Ln problem(s) in %1. Enter or a double-click opens the replay at that hand.</source>
        <translation>%Ln lỗi trong %1. Nhấn Enter hoặc bấm đúp để mở xem lại tại ván đó.</translation>
    </message>
    <message>
        <source>%Ln problem(s)</source>
        <translation>%Ln lỗi</translation>
    </message>
    <message>
        <source>%1, from %2</source>
        <translation>%1, từ %2</translation>
    </message>
    <message>
        <source>the shoe</source>
        <translation>cả shoe</translation>
    </message>
    <message>
        <source>hand %1</source>
        <translation>ván %1</translation>
    </message>
</context>
<context>
    <name>Warning</name>
    <message>
        <source>tracker</source>
        <translation>tracker</translation>
    </message>
</context>
</TS>
